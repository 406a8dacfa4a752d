import type { MessageKey, QuantitySpec as QuantitySpecShape } from '@gengyun/contracts';
import { METER_TYPES, type MeterType } from '@gengyun/core';

/** One measured quantity of a meter type: its unit, its plausible range (for charts and simulators) and decimals. */
export type QuantitySpec = Omit<QuantitySpecShape, 'labelKey'> & { labelKey: MessageKey };

const q = (key: string, unit: string, min: number, max: number, decimals: number): QuantitySpec => ({
  key,
  unit,
  min,
  max,
  decimals,
  labelKey: `iot.quantities.${key}` as MessageKey,
});

/**
 * What each meter type reports. A reading carrying any other quantity is refused (dead-lettered); a value outside
 * the range is kept — excursions are what alarm rules are for. Air `mode`: 0 off, 1 cool, 2 heat, 3 fan, 4 dry.
 */
export const QUANTITY_CATALOGUE: Readonly<Record<MeterType, readonly QuantitySpec[]>> = {
  flowmeter: [q('instant_flow', 'm³/h', 0, 2000, 3), q('cumulative', 'm³', 0, 1e9, 2), q('pressure', 'MPa', 0, 1.6, 3)],
  water: [q('ph', 'pH', 0, 14, 2), q('cod', 'mg/L', 0, 1000, 1), q('nh3n', 'mg/L', 0, 100, 2), q('turbidity', 'NTU', 0, 1000, 1)],
  air: [q('temperature', '°C', -30, 60, 1), q('mode', '', 0, 4, 0), q('power', 'kW', 0, 50, 2)],
  pm: [q('pm25', 'μg/m³', 0, 1000, 0), q('pm10', 'μg/m³', 0, 2000, 0)],
  power: [q('energy', 'kWh', 0, 1e9, 2), q('voltage', 'V', 0, 450, 1), q('current', 'A', 0, 1000, 2), q('active_power', 'kW', 0, 1000, 2)],
};

const byType = new Map<MeterType, Map<string, QuantitySpec>>(
  METER_TYPES.map((type) => [type, new Map(QUANTITY_CATALOGUE[type].map((spec) => [spec.key, spec]))]),
);

/** The quantity of a meter type, or undefined when that type does not report it. */
export function quantitySpec(type: MeterType, key: string): QuantitySpec | undefined {
  return byType.get(type)?.get(key);
}

export const isMeterType = (value: unknown): value is MeterType => typeof value === 'string' && (METER_TYPES as readonly string[]).includes(value);
