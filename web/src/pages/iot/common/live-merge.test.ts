import { applyBatch, mergeSnapshot, mergeUpdates, readingUpdate, statusUpdate, type LiveMeter, type SnapshotMeter } from './live-merge';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const row = (id: number, over: Partial<SnapshotMeter> = {}): SnapshotMeter => ({
  id,
  meter_code: `FM-${id}`,
  name: `Meter ${id}`,
  meter_type: 'flowmeter',
  enabled: true,
  status: 'online',
  last_seen: new Date(T0).toISOString(),
  location_id: null,
  equipment_id: null,
  values: { instant_flow: { value: 1, ts: T0 } },
  ...over,
});
const snapshotAt = (ms: number, meters: SnapshotMeter[]) => ({ at: new Date(ms).toISOString(), meters });
const reading = (meterId: number, ts: number, values: Record<string, number>) => readingUpdate({ meterId, meterCode: '', meterType: 'flowmeter', ts, values });

describe('mergeSnapshot (reconnect)', () => {
  it('takes the first snapshot as it is', () => {
    const meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1), row(2)]));
    expect([...meters.keys()]).toEqual([1, 2]);
    expect(meters.get(1)?.statusAt).toBe(T0);
  });

  it('keeps live values newer than the snapshot and takes the snapshot’s newer ones', () => {
    let meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1)]));
    meters = applyBatch(meters, new Map([[1, reading(1, T0 + 5000, { instant_flow: 5, pressure: 0.4 })]]));
    const merged = mergeSnapshot(meters, snapshotAt(T0 + 3000, [row(1, { values: { instant_flow: { value: 3, ts: T0 + 3000 }, cumulative: { value: 9, ts: T0 + 3000 } } })]));
    expect(merged.get(1)?.values).toEqual({ instant_flow: { value: 5, ts: T0 + 5000 }, pressure: { value: 0.4, ts: T0 + 5000 }, cumulative: { value: 9, ts: T0 + 3000 } });
    expect(merged.get(1)?.last_seen).toBe(new Date(T0 + 5000).toISOString());
  });

  it('lets the snapshot decide which meters exist and their settings', () => {
    const before = mergeSnapshot(new Map(), snapshotAt(T0, [row(1), row(2)]));
    const after = mergeSnapshot(before, snapshotAt(T0 + 1000, [row(2, { name: 'Renamed', enabled: false }), row(3)]));
    expect([...after.keys()]).toEqual([2, 3]);
    expect(after.get(2)).toMatchObject({ name: 'Renamed', enabled: false });
  });

  it('keeps a status pushed after the snapshot was taken, else the snapshot’s', () => {
    let meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1), row(2)]));
    meters = applyBatch(
      meters,
      new Map([
        [1, statusUpdate({ meterId: 1, status: 'offline', at: new Date(T0 + 9000).toISOString() })],
        [2, statusUpdate({ meterId: 2, status: 'offline', at: new Date(T0 + 1000).toISOString() })],
      ]),
    );
    const merged = mergeSnapshot(meters, snapshotAt(T0 + 5000, [row(1, { status: 'online' }), row(2, { status: 'online' })]));
    expect(merged.get(1)?.status).toBe('offline');
    expect(merged.get(2)?.status).toBe('online');
  });
});

describe('applyBatch', () => {
  it('applies readings (a newer reading means online) and ignores unknown meters', () => {
    const meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1, { status: 'offline' })]));
    const next = applyBatch(
      meters,
      new Map([
        [1, reading(1, T0 + 1000, { instant_flow: 7 })],
        [99, reading(99, T0 + 1000, { instant_flow: 7 })],
      ]),
    );
    expect(next.get(1)).toMatchObject({ status: 'online', values: { instant_flow: { value: 7, ts: T0 + 1000 } } });
    expect(next.has(99)).toBe(false);
  });

  it('returns the same map and meter objects when nothing changed (no re-render)', () => {
    const meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1)]));
    expect(applyBatch(meters, new Map([[99, reading(99, T0, { a: 1 })]]))).toBe(meters);
    const old = statusUpdate({ meterId: 1, status: 'offline', at: new Date(T0 - 1000).toISOString() });
    expect(applyBatch(meters, new Map([[1, old]]))).toBe(meters);
  });

  it('does not mark a disabled meter online', () => {
    const meters = mergeSnapshot(new Map(), snapshotAt(T0, [row(1, { enabled: false, status: 'offline' })]));
    expect(applyBatch(meters, new Map([[1, reading(1, T0 + 1, { instant_flow: 1 })]])).get(1)?.status).toBe('offline');
  });
});

describe('mergeUpdates', () => {
  it('keeps the later status and merges values', () => {
    const merged = mergeUpdates(
      { ...reading(1, 10, { a: 1 }), status: 'offline', statusAt: 20 },
      { ...statusUpdate({ meterId: 1, status: 'online', at: new Date(10).toISOString() }) },
    );
    expect(merged).toEqual({ values: { a: { value: 1, ts: 10 } }, status: 'offline', statusAt: 20 });
  });
});

export type { LiveMeter };
