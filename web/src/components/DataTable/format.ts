import { formatInEnterpriseZone } from '@/app/time-zone';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats any date-ish value as `YYYY-MM-DD HH:mm:ss` (or `format`) in the enterprise's time zone; empty for blank or invalid. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  return formatInEnterpriseZone(value, format);
}
