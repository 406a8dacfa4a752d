import type { StatusOptions } from '@/components/StatusTag';
import type { useT } from '@/i18n/t';

type TLoose = ReturnType<typeof useT>['tLoose'];

/** The quantity's label when the catalogue knows it (`iot.quantities.<key>`), else the key itself. */
export const quantityText = (tLoose: TLoose, quantity: string | null | undefined): string =>
  quantity ? tLoose(`iot.quantities.${quantity}`, quantity) : '';

/** The condition's label (`iot.alarm.conditions.<kind>`). */
export const conditionText = (tLoose: TLoose, condition: string | null | undefined): string =>
  condition ? tLoose(`iot.alarm.conditions.${condition}`, condition) : '';

/** The meter type's label (`iot.meter.types.<type>`). */
export const meterTypeText = (tLoose: TLoose, type: string | null | undefined): string =>
  type ? tLoose(`iot.meter.types.${type}`, type) : '';

/** Alarm status tags: raised red, acknowledged orange, cleared green, closed grey. */
export const ALARM_STATUS_TAGS: StatusOptions = {
  raised: { labelKey: 'iot.alarm.status.raised', color: 'error' },
  acknowledged: { labelKey: 'iot.alarm.status.acknowledged', color: 'warning' },
  cleared: { labelKey: 'iot.alarm.status.cleared', color: 'success' },
  closed: { labelKey: 'iot.alarm.status.closed', color: 'default' },
};

/** A value with up to 4 decimals, or blank. */
export const numberText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? String(Math.round(n * 10_000) / 10_000) : String(value);
};
