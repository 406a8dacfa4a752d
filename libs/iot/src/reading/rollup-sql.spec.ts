import { combineRollups, daysOfHours, hourMarks, latestRows, markHours, replaceRollups, rollupRows, upsertLatest, upsertRollups, ZoneOffsets, type NewReading } from './rollup-sql';

const reading = (meterId: number, ts: number, values: Record<string, number>): NewReading => ({
  meterId,
  enterpriseId: 1,
  meterCode: `M${meterId}`,
  meterType: 'flowmeter' as NewReading['meterType'],
  ts,
  values,
  scope: {},
});

describe('roll-up rows of a batch', () => {
  const zone = new ZoneOffsets('Asia/Shanghai');
  const t0 = Date.UTC(2026, 10, 27, 15, 59, 30); // 23:59:30 in Shanghai: the next reading starts another day there
  const batch = [reading(1, t0, { flow: 2, pressure: 5 }), reading(1, t0 + 20_000, { flow: 4 }), reading(1, t0 + 40_000, { flow: 1 }), reading(2, t0, { flow: 7 })];

  it('aggregates min, max, sum, count and the newest value per meter, grain, quantity and bucket', () => {
    const rows = rollupRows(batch, zone);
    const of = (meter: number, grain: string, quantity: string) => rows.filter((r) => r.meter_id === meter && r.grain === grain && r.quantity === quantity);
    expect(of(1, 'm', 'flow').map((r) => [r.bucket, r.min_v, r.max_v, r.sum_v, r.cnt, r.last_v])).toEqual([
      [Date.UTC(2026, 10, 27, 15, 59), 2, 4, 6, 2, 4],
      [Date.UTC(2026, 10, 27, 16, 0), 1, 1, 1, 1, 1],
    ]);
    expect(of(1, 'h', 'flow').map((r) => [r.cnt, r.sum_v])).toEqual([[2, 6], [1, 1]]);
    // The day is the enterprise's: 16:00 UTC is midnight in Shanghai.
    expect(of(1, 'd', 'flow').map((r) => [r.bucket, r.cnt])).toEqual([
      [Date.UTC(2026, 10, 26, 16, 0), 2],
      [Date.UTC(2026, 10, 27, 16, 0), 1],
    ]);
    expect(of(1, 'm', 'pressure').map((r) => [r.cnt, r.last_v])).toEqual([[1, 5]]);
    expect(of(2, 'd', 'flow').map((r) => [r.cnt, r.last_ts])).toEqual([[1, t0]]);
    expect(rows).toHaveLength(3 * 2 + 3 + 3); // meter 1's flow: two buckets per grain; its pressure and meter 2: one
  });

  it('keeps the newest value per meter and quantity', () => {
    expect(latestRows(batch).map((r) => [r.meter_id, r.quantity, r.value, r.ts])).toEqual([
      [1, 'flow', 1, t0 + 40_000],
      [1, 'pressure', 5, t0],
      [2, 'flow', 7, t0],
    ]);
  });

  it('writes one placeholder per value, row by row in column order', () => {
    const latest = upsertLatest('sqlite', latestRows(batch));
    expect(latest.sql).toMatch(/^INSERT INTO meter_latest \(meter_id, quantity, enterprise_id, value, ts\) VALUES \(\?, \?, \?, \?, \?\), \(\?, \?, \?, \?, \?\), \(\?, \?, \?, \?, \?\) ON CONFLICT/);
    expect(latest.params).toEqual([1, 'flow', 1, 1, t0 + 40_000, 1, 'pressure', 1, 5, t0, 2, 'flow', 1, 7, t0]);
    const rollups = upsertRollups('mysql', rollupRows(batch.slice(3), zone));
    expect(rollups.params).toHaveLength(3 * 10);
    expect(rollups.sql.match(/\?/g)).toHaveLength(30);
    expect(rollups.sql).toContain('ON DUPLICATE KEY UPDATE');
  });

  it('writes the grains asked for: ingest writes minutes only, and marks each (meter, UTC hour) it touched', () => {
    expect(new Set(rollupRows(batch, zone, ['m']).map((r) => r.grain))).toEqual(new Set(['m']));
    expect(hourMarks(batch).map((k) => [k.meter_id, k.hour])).toEqual([
      [1, Date.UTC(2026, 10, 27, 15)],
      [1, Date.UTC(2026, 10, 27, 16)],
      [2, Date.UTC(2026, 10, 27, 15)],
    ]);
    const marks = markHours('sqlite', hourMarks(batch));
    expect(marks.sql).toMatch(/^INSERT INTO meter_rollup_dirty \(meter_id, hour, marks\) VALUES .* ON CONFLICT \(meter_id, hour\) DO UPDATE SET marks = marks \+ 1$/);
    expect(markHours('mysql', hourMarks(batch)).sql).toMatch(/ON DUPLICATE KEY UPDATE marks = marks \+ 1$/);
  });

  it('combines minutes into hours and days exactly as if the readings had been rolled up at that grain', () => {
    const minutes = rollupRows(batch, zone, ['m']);
    const direct = rollupRows(batch, zone, ['h', 'd']);
    const key = (r: { meter_id: number; grain: string; quantity: string; bucket: number }) => `${r.meter_id}|${r.grain}|${r.quantity}|${r.bucket}`;
    const sorted = <T extends { meter_id: number; grain: string; quantity: string; bucket: number }>(rows: T[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted([...combineRollups(minutes, 'h', zone), ...combineRollups(minutes, 'd', zone)])).toEqual(sorted(direct));
    // Replacing, not merging: a derived bucket is recomputed whole.
    const replace = replaceRollups('mysql', direct.slice(0, 1));
    expect(replace.sql).toContain('ON DUPLICATE KEY UPDATE min_v = VALUES(min_v), max_v = VALUES(max_v), sum_v = VALUES(sum_v), cnt = VALUES(cnt)');
    expect(replaceRollups('sqlite', direct.slice(0, 1)).sql).toContain('DO UPDATE SET min_v = excluded.min_v');
  });

  it('builds a day from its whole hours, and from minutes where the zone splits an hour between two days', () => {
    const hour = Date.UTC(2026, 10, 27, 15);
    // Shanghai (UTC+8): the day of 15:00 UTC runs 16:00 the day before to 16:00, all whole hours.
    expect(daysOfHours([{ meter_id: 1, hour, marks: 1 }], zone)).toEqual({
      whole: [{ meterId: 1, from: Date.UTC(2026, 10, 26, 16), to: Date.UTC(2026, 10, 27, 16) }],
      partial: [],
    });
    // Kolkata (UTC+5:30): 18:00–19:00 UTC holds the end of one day and the start of the next.
    const kolkata = new ZoneOffsets('Asia/Kolkata');
    const split = daysOfHours([{ meter_id: 2, hour: Date.UTC(2026, 10, 27, 18), marks: 1 }], kolkata);
    expect(split.whole).toEqual([
      { meterId: 2, from: Date.UTC(2026, 10, 26, 19), to: Date.UTC(2026, 10, 27, 18) },
      { meterId: 2, from: Date.UTC(2026, 10, 27, 19), to: Date.UTC(2026, 10, 28, 18) },
    ]);
    expect(split.partial).toEqual([
      { meterId: 2, from: Date.UTC(2026, 10, 26, 18, 30), to: Date.UTC(2026, 10, 26, 19) },
      { meterId: 2, from: Date.UTC(2026, 10, 27, 18), to: Date.UTC(2026, 10, 27, 18, 30) },
      { meterId: 2, from: Date.UTC(2026, 10, 27, 18, 30), to: Date.UTC(2026, 10, 27, 19) },
      { meterId: 2, from: Date.UTC(2026, 10, 28, 18), to: Date.UTC(2026, 10, 28, 18, 30) },
    ]);
  });
});
