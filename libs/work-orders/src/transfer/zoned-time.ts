import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

const FORMAT = 'YYYY-MM-DD HH:mm';

/** A moment as the installation's clock shows it (`2026-01-31 08:30`), the way sheets are read and written. */
export const zonedText = (moment: Date | null, zone: string): string | null => (moment ? dayjs(moment).tz(zone).format(FORMAT) : null);

/**
 * A sheet's due time: text `yyyy-MM-dd HH:mm` (or a date alone) on the installation's clock, or a date cell, whose
 * wall-clock figures exceljs hands over as UTC. Null when it is not a time.
 */
export function zonedMoment(value: string | number | Date | boolean | null, zone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs.tz(value.toISOString().slice(0, 16).replace('T', ' '), zone).toDate();
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value)) return null;
  const parsed = dayjs.tz(value.length === 10 ? `${value} 23:59` : value, zone);
  return parsed.isValid() ? parsed.toDate() : null;
}
