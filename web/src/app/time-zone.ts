import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { sessionStore } from './session-store';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC / ARCHITECTURE §4: times are stored in UTC and shown in the enterprise's time zone, by default this one. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The enterprise's time zone as the login answered it (sessions from before it was answered: the default). */
export const enterpriseTimeZone = (): string => sessionStore.get()?.timeZone || DEFAULT_TIME_ZONE;

/** An instant as the text carries it: a Date, epoch ms, or ISO text with `Z` or an offset. Other text is already a wall-clock time or a date. */
const isInstant = (value: unknown): value is Date | number | string =>
  value instanceof Date || typeof value === 'number' || (typeof value === 'string' && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value));

/**
 * `value` as the enterprise's wall clock in `format` (SPEC §9: `YYYY-MM-DD HH:mm:ss`, dates `YYYY-MM-DD`), whatever the
 * browser's time zone; a wall-clock text or plain date is formatted as it is. Empty for blank or invalid values.
 */
export function formatInEnterpriseZone(value: unknown, format: string): string {
  if (value === undefined || value === null || value === '') return '';
  const date = isInstant(value) ? dayjs(value).tz(enterpriseTimeZone()) : dayjs(value as string);
  return date.isValid() ? date.format(format) : '';
}

/** A picker's wall-clock text, read in the enterprise's time zone, as an instant. */
export const fromEnterpriseZone = (text: string, format: string): Dayjs => dayjs.tz(text, format, enterpriseTimeZone());

/** An instant as a picker's wall-clock text in the enterprise's time zone. */
export const toEnterpriseZone = (value: string | number | Date): Dayjs => dayjs(value).tz(enterpriseTimeZone());

/** Now, on the enterprise's wall clock. */
export const enterpriseNow = (): Dayjs => dayjs().tz(enterpriseTimeZone());
