import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { BusinessError } from '@gengyun/core';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A filter bound typed in the enterprise's zone; a date alone means the whole day (00:00:00 / 23:59:59, SPEC section 9). */
export function boundToUtc(text: string, edge: 'start' | 'end', zone: string): Date {
  const full = text.length === 10 ? `${text} ${edge === 'start' ? '00:00:00' : '23:59:59'}` : text;
  const parsed = dayjs.tz(full, zone);
  if (!parsed.isValid()) throw new BusinessError('common.validation.invalid', 422, [edge === 'start' ? 'startTime' : 'endTime']);
  return parsed.toDate();
}
