import type { AlarmPush, Page } from '@gengyun/contracts';
import type { AlarmFilters, AlarmRow, AlarmStatus } from './alarm.api';

/**
 * Live updates of the alarm list, as pure functions: a pushed alarm (socket `alarm.*` event) is merged into the
 * page on screen by id, newest first (raise time, then id, as the server orders), and dropped when it no longer
 * matches the filters. New alarms are inserted on page 1 only (later pages keep their place until refetched).
 */

/** The list row of a pushed alarm, keeping the fields the push does not carry (ack note, times). */
export function pushToRow(push: AlarmPush, previous?: AlarmRow): AlarmRow {
  return {
    ...previous,
    id: push.id,
    rule_id: push.ruleId,
    rule_name: push.ruleName,
    meter_id: push.meterId,
    meter_code: push.meterCode,
    quantity: push.quantity,
    condition: push.condition,
    severity: push.severity,
    status: push.status,
    count: push.count,
    last_value: push.value,
    raise_time: push.raiseTime,
    last_time: push.lastTime,
    ack_user_name: push.ackUserName,
  };
}

const OPEN: readonly AlarmStatus[] = ['raised', 'acknowledged'];
const time = (value: string | undefined | null): number => (value ? new Date(value).getTime() : Number.NaN);

/** Would the server list this row under these filters? (Mirrors AlarmService.page.) */
export function matchesFilters(row: AlarmRow, filters: AlarmFilters): boolean {
  if (
    filters.status === 'open' ? !OPEN.includes(row.status) : filters.status && row.status !== filters.status
  ) {
    return false;
  }
  if (filters.severity && row.severity !== filters.severity) return false;
  if (filters.meter_id && row.meter_id !== filters.meter_id) return false;
  if (filters.range) {
    const raised = time(row.raise_time);
    if (raised < time(filters.range[0]) || raised >= time(filters.range[1])) return false;
  }
  const keyword = filters.keyword?.trim().toLowerCase();
  if (keyword) {
    const haystack = [row.rule_name, row.meter_code, row.quantity].map((part) => (part ?? '').toLowerCase());
    if (!haystack.some((part) => part.includes(keyword))) return false;
  }
  return true;
}

/** Newest first: raise time descending, then id descending. */
export const compareAlarms = (a: AlarmRow, b: AlarmRow): number =>
  time(b.raise_time) - time(a.raise_time) || b.id - a.id;

export interface UpsertOptions {
  filters: AlarmFilters;
  /** New rows are added only on the first page. */
  insert: boolean;
  pageSize: number;
}

export interface UpsertResult {
  page: Page<AlarmRow>;
  /** 'inserted' | 'updated' | 'removed', or null when the page does not change. */
  change: 'inserted' | 'updated' | 'removed' | null;
}

/** Merges one pushed alarm into a page. */
export function upsertAlarm(page: Page<AlarmRow>, push: AlarmPush, options: UpsertOptions): UpsertResult {
  const index = page.rows.findIndex((row) => row.id === push.id);
  const row = pushToRow(push, index >= 0 ? page.rows[index] : undefined);
  const matches = matchesFilters(row, options.filters);
  if (index >= 0) {
    const others = page.rows.filter((_, i) => i !== index);
    if (!matches) return { page: { rows: others, total: Math.max(0, page.total - 1) }, change: 'removed' };
    return { page: { rows: [...others, row].sort(compareAlarms), total: page.total }, change: 'updated' };
  }
  if (!matches || !options.insert) return { page, change: null };
  const rows = [row, ...page.rows].sort(compareAlarms).slice(0, options.pageSize);
  return { page: { rows, total: page.total + 1 }, change: 'inserted' };
}

/** How long a new or changed row stays highlighted. */
export const FLASH_MS = 2500;

/** id → time the highlight ends. */
export type FlashMarks = ReadonlyMap<number, number>;

export const markFlash = (
  marks: FlashMarks,
  id: number,
  now: number,
  duration = FLASH_MS,
): Map<number, number> => new Map(marks).set(id, now + duration);

/** Drops the ended highlights. */
export const pruneFlash = (marks: FlashMarks, now: number): Map<number, number> =>
  new Map([...marks].filter(([, until]) => until > now));

export const isFlashing = (marks: FlashMarks, id: number, now: number): boolean => (marks.get(id) ?? 0) > now;
