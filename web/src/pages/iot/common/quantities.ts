import { useQuery } from '@tanstack/react-query';
import { isMeterType, METER_TYPES, type MeterType, type QuantityCatalogue, type QuantitySpec } from '@gengyun/contracts';
import { call } from '@/api/client';

/** Meter types as the server knows them. */
export { isMeterType, METER_TYPES, type MeterType };

/** One quantity of a meter type, and every type's, as POST /meter/quantities answers them. */
export type { QuantityCatalogue, QuantitySpec };

/** The air conditioner's `mode` quantity is an enumeration (0 off, 1 cool, 2 heat, 3 fan, 4 dry). */
export const AIR_MODES = [0, 1, 2, 3, 4] as const;
export const isModeQuantity = (type: string, key: string): boolean => type === 'air' && key === 'mode';

/** The catalogue never changes while the server runs: fetched once per session. */
export function useQuantities() {
  return useQuery({
    queryKey: ['iot', 'quantities'],
    queryFn: ({ signal }) => call<QuantityCatalogue>('/meter/quantities', undefined, { noLoading: true, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const specsOf = (catalogue: QuantityCatalogue | undefined, type: string): readonly QuantitySpec[] =>
  (catalogue && isMeterType(type) ? catalogue[type] : undefined) ?? [];

export const specOf = (catalogue: QuantityCatalogue | undefined, type: string, key: string): QuantitySpec | undefined =>
  specsOf(catalogue, type).find((spec) => spec.key === key);

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (lang: string, decimals: number): Intl.NumberFormat => {
  const locale = lang.replace('_', '-');
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * A value with exactly the catalogue's decimals (grouped thousands, rounding half away from zero as Intl does);
 * null for a missing or non-finite value so the caller shows its "no value" label. Unknown quantities keep up to
 * 3 decimals.
 */
export function formatValue(value: number | null | undefined, spec: Pick<QuantitySpec, 'decimals'> | undefined, lang = 'en_US'): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const decimals = spec ? Math.max(0, Math.min(20, Math.trunc(spec.decimals))) : 3;
  const text = formatterFor(lang, decimals).format(value);
  // -0.00 reads as a negative reading that is not there.
  return /^-0([.,]0+)?$/.test(text) ? text.slice(1) : text;
}

/** Value and unit as one string ("12.35 m³/h"); a unitless value stands alone. */
export const withUnit = (text: string, unit: string | undefined): string => (unit ? `${text} ${unit}` : text);
