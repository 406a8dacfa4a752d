import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type RangePresetKey = 'today' | 'yesterday' | 'lastWeek' | 'lastMonth' | 'lastThreeMonths';
export const RANGE_PRESET_KEYS: readonly RangePresetKey[] = ['today', 'yesterday', 'lastWeek', 'lastMonth', 'lastThreeMonths'];

/** A whole-day range: start at 00:00:00, end at 23:59:59. */
export function dayRange(start: Dayjs, end: Dayjs): [Dayjs, Dayjs] {
  return [start.startOf('day'), end.endOf('day').millisecond(0)];
}

/** The quick range for `key`, computed from `now` (SPEC 9: today, yesterday, last week, month, three months). */
export function rangePreset(key: RangePresetKey, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  switch (key) {
    case 'today':
      return dayRange(now, now);
    case 'yesterday': {
      const yesterday = now.subtract(1, 'day');
      return dayRange(yesterday, yesterday);
    }
    case 'lastWeek':
      return dayRange(now.subtract(1, 'week'), now);
    case 'lastMonth':
      return dayRange(now.subtract(1, 'month'), now);
    case 'lastThreeMonths':
      return dayRange(now.subtract(3, 'month'), now);
  }
}

/** Range values as submitted: `['YYYY-MM-DD 00:00:00', 'YYYY-MM-DD 23:59:59']`. */
export function formatRange([start, end]: readonly [Dayjs, Dayjs]): [string, string] {
  const [from, to] = dayRange(start, end);
  return [from.format(RANGE_FORMAT), to.format(RANGE_FORMAT)];
}

export const presetLabelKey = (key: RangePresetKey): string => `components.date.${key}`;
