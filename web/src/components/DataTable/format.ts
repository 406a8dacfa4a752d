import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats any date-ish value as `YYYY-MM-DD HH:mm:ss` (or `format`); empty for blank or invalid. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  if (value === undefined || value === null || value === '') return '';
  const date = dayjs(value as string | number | Date);
  return date.isValid() ? date.format(format) : '';
}
