import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { LocalDate } from './local-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar day a moment falls on in a zone (a plan's "today" is the enterprise's, not the server's). */
export const dayIn = (moment: Date, zone: string): LocalDate => dayjs(moment).tz(zone).format('YYYY-MM-DD');

/** The moment a day's wall-clock time (`HH:mm`) happens in a zone. */
export const momentOf = (date: LocalDate, time: string, zone: string): Date => dayjs.tz(`${date} ${time}`, zone).toDate();
