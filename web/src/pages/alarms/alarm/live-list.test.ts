import type { Page } from '@gengyun/contracts';
import { push } from '../test-helpers';
import type { AlarmRow } from './alarm.api';
import {
  FLASH_MS,
  compareAlarms,
  isFlashing,
  markFlash,
  matchesFilters,
  pruneFlash,
  pushToRow,
  upsertAlarm,
} from './live-list';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const page = (...rows: AlarmRow[]): Page<AlarmRow> => ({ rows, total: rows.length });
const row = (id: number, minute: number, over: Partial<AlarmRow> = {}): AlarmRow => ({
  ...pushToRow(push({ id, raiseTime: at(minute), lastTime: at(minute) })),
  ...over,
});
const ids = (result: { page: Page<AlarmRow> }): number[] => result.page.rows.map((r) => r.id);

describe('live alarm list', () => {
  const options = { filters: {}, insert: true, pageSize: 20 };

  it('inserts a new alarm at the top (newest raise time first) and counts it', () => {
    const result = upsertAlarm(page(row(2, 5), row(1, 1)), push({ id: 3, raiseTime: at(9) }), options);
    expect(result.change).toBe('inserted');
    expect(ids(result)).toEqual([3, 2, 1]);
    expect(result.page.total).toBe(3);
  });

  it('places a late-arriving older alarm by its raise time, ties broken by id descending', () => {
    expect(ids(upsertAlarm(page(row(5, 9), row(1, 1)), push({ id: 4, raiseTime: at(5) }), options))).toEqual([
      5, 4, 1,
    ]);
    expect([row(1, 3), row(2, 3)].sort(compareAlarms).map((r) => r.id)).toEqual([2, 1]);
  });

  it('updates an alarm in place by id (a re-trigger repeats alarm.raised) without adding a row', () => {
    const before = page(row(2, 5), row(1, 1, { ack_note: 'on it' }));
    const result = upsertAlarm(
      before,
      push({ id: 1, raiseTime: at(1), count: 3, value: 700, status: 'acknowledged', ackUserName: 'Li' }),
      options,
    );
    expect(result.change).toBe('updated');
    expect(ids(result)).toEqual([2, 1]);
    expect(result.page.total).toBe(2);
    expect(result.page.rows[1]).toMatchObject({
      count: 3,
      last_value: 700,
      status: 'acknowledged',
      ack_user_name: 'Li',
      ack_note: 'on it',
    });
  });

  it('drops a row that no longer matches the filters (cleared under "open")', () => {
    const result = upsertAlarm(
      page(row(2, 5), row(1, 1)),
      push({ id: 2, raiseTime: at(5), status: 'cleared' }),
      { ...options, filters: { status: 'open' } },
    );
    expect(result.change).toBe('removed');
    expect(ids(result)).toEqual([1]);
    expect(result.page.total).toBe(1);
  });

  it('ignores new alarms outside the filters and on later pages', () => {
    expect(
      upsertAlarm(page(row(1, 1)), push({ id: 9, severity: 2 }), { ...options, filters: { severity: 5 } })
        .change,
    ).toBeNull();
    expect(upsertAlarm(page(row(1, 1)), push({ id: 9 }), { ...options, insert: false }).change).toBeNull();
  });

  it('keeps the page size when inserting', () => {
    const result = upsertAlarm(page(row(2, 5), row(1, 1)), push({ id: 3, raiseTime: at(9) }), {
      ...options,
      pageSize: 2,
    });
    expect(ids(result)).toEqual([3, 2]);
    expect(result.page.total).toBe(3);
  });

  it('matches filters as the server does: status, open, severity, meter, keyword and time range', () => {
    const r = row(1, 30, {
      status: 'acknowledged',
      severity: 4,
      meter_id: 7,
      meter_code: 'SIM-WA-0002',
      rule_name: 'COD high',
      quantity: 'cod',
    });
    expect(matchesFilters(r, { status: 'open' })).toBe(true);
    expect(matchesFilters(r, { status: 'raised' })).toBe(false);
    expect(matchesFilters(r, { severity: 4, meter_id: 7 })).toBe(true);
    expect(matchesFilters(r, { meter_id: 8 })).toBe(false);
    expect(matchesFilters(r, { keyword: 'wa-00' })).toBe(true);
    expect(matchesFilters(r, { keyword: 'pm25' })).toBe(false);
    expect(matchesFilters(r, { range: [at(0), at(31)] })).toBe(true);
    expect(matchesFilters(r, { range: [at(0), at(30)] })).toBe(false);
  });

  it('marks a row flashing for a short while', () => {
    const marks = markFlash(new Map(), 3, 1000);
    expect(isFlashing(marks, 3, 1000 + FLASH_MS - 1)).toBe(true);
    expect(isFlashing(marks, 3, 1000 + FLASH_MS)).toBe(false);
    expect(isFlashing(marks, 4, 1000)).toBe(false);
    expect([...pruneFlash(markFlash(marks, 4, 5000), 1000 + FLASH_MS).keys()]).toEqual([4]);
  });
});
