import { latestRows, rollupRows, upsertLatest, upsertRollups, ZoneOffsets, type NewReading } from './rollup-sql';

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
});
