import { iconKindOf, markerKeys } from '@/components/MapView';
import { applyUpdate, toMapMarkers, type EquipmentMarkerRow } from './marker-mapping';
import { markerRow, rows } from './test-fixtures';
import { MarkerStore, applyMarkerStatus } from './marker-store';

/** Rows wrapped so every property read is counted. */
function counted(list: EquipmentMarkerRow[]): { rows: EquipmentMarkerRow[]; reads: () => number } {
  let reads = 0;
  const wrapped = list.map((row) => new Proxy(row, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }));
  return { rows: wrapped, reads: () => reads };
}

describe('equipment marker mapping', () => {
  it('maps 10,000 rows in one pass: reads grow exactly linearly with n', () => {
    const small = counted(rows(1000));
    const big = counted(rows(10_000));
    expect(toMapMarkers(small.rows)).toHaveLength(1000);
    expect(toMapMarkers(big.rows)).toHaveLength(10_000);
    expect(big.reads()).toBe(small.reads() * 10);
    expect(small.reads() / 1000).toBeLessThanOrEqual(20);
  });

  it('keys every marker by its equipment id, unique and the same across refetches', () => {
    const first = toMapMarkers(rows(10_000));
    const keys = markerKeys(first);
    expect(new Set(keys).size).toBe(10_000);
    expect(keys[0]).toBe('eqpt:1');
    expect(keys[9999]).toBe('eqpt:10000');
    // A refetch in another order with a changed status keeps each equipment's key.
    const again = toMapMarkers(rows(10_000).reverse().map((r) => (r.id === 5 ? { ...r, asset_status: -1 as const } : r)));
    const againKeys = markerKeys(again);
    const keyOf = new Map(again.map((m, i) => [m.id, againKeys[i]]));
    expect(keyOf.get(5)).toBe('eqpt:5');
    expect(keyOf.get(10_000)).toBe('eqpt:10000');
  });

  it('carries the SPEC popup fields and picks the SPEC icons; equipment in use that runs shows the running icon', () => {
    const [running, on, off, two, fault, highlight] = toMapMarkers([
      markerRow(1),
      markerRow(6, { running_status_id: 2 }),
      markerRow(2, { asset_status: -1 }),
      markerRow(3, { asset_status: 2 }),
      markerRow(4, { is_fault: true, running_status_id: 3 }),
      markerRow(5, { high_light: true, running_status_id: 2 }),
    ]);
    expect(running).toMatchObject({ type: 'eqpt', value: 1, asset_name: 'Pump 1', asset_code: 'EQ1', running_status_name: 'Running', status_name: 'In use', result_type_name: 'Normal' });
    expect([running, on, off, two, fault, highlight].map((m) => iconKindOf(m!))).toEqual(['running', 'statusOn', 'statusOff', 'statusTwo', 'fault', 'highlight']);
  });

  it('switches between the running and the in-use icon as the running status changes live, keeping the ledger status', () => {
    const [m] = toMapMarkers([markerRow(1, { running_status_id: 2 })]);
    const running = applyUpdate(m!, { id: 1, running_status_id: 1 });
    expect(iconKindOf(running)).toBe('running');
    expect(iconKindOf(applyUpdate(running, { id: 1, running_status_id: 2 }))).toBe('statusOn');
    expect(iconKindOf(applyUpdate(running, { id: 1, running_status_id: 3, is_fault: true }))).toBe('fault');
    expect(iconKindOf(applyUpdate(running, { id: 1, status: 2 }))).toBe('statusTwo');
  });

  it('skips rows without a usable centre', () => {
    expect(toMapMarkers([markerRow(1, { center: [Number.NaN, 1] }), markerRow(2)]).map((m) => m.id)).toEqual([2]);
  });

  it('derives fault and asset_status from ledger values; explicit fields win', () => {
    const [m] = toMapMarkers([markerRow(1)]);
    const names = { running: (id: number) => `run${id}`, status: (s: number) => `st${s}`, result: (f: boolean) => (f ? 'bad' : 'ok') };
    const faulted = applyUpdate(m!, { id: 1, running_status_id: 3, status: 6 }, names);
    expect(faulted).toMatchObject({ is_fault: true, running_status_name: 'run3', result_type_name: 'bad', asset_status: -1, status_name: 'st6' });
    expect(iconKindOf(faulted)).toBe('fault');
    expect(applyUpdate(m!, { id: 1, running_status_id: 3, is_fault: false }).is_fault).toBe(false);
    expect(m!.is_fault).toBe(false);
  });
});

describe('MarkerStore.applyMarkerStatus', () => {
  const setup = (n = 10_000) => {
    const frames: Array<() => void> = [];
    const store = new MarkerStore((run) => frames.push(run));
    store.set(toMapMarkers(rows(n)));
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.snapshot().length));
    return { store, frames, seen };
  };

  it('coalesces a burst into one frame and one new list; untouched markers keep their identity', () => {
    const { store, frames, seen } = setup();
    const before = store.snapshot();
    store.applyMarkerStatus([{ id: 7, running_status_id: 3 }]);
    store.applyMarkerStatus([{ id: 7, high_light: true }, { id: 9000, asset_status: -1 }, { id: 999_999, asset_status: 2 }]);
    expect(frames).toHaveLength(1);
    expect(store.snapshot()).toBe(before);
    frames[0]!();
    const after = store.snapshot();
    expect(seen).toHaveLength(1);
    expect(after).not.toBe(before);
    expect(after[6]).toMatchObject({ id: 7, is_fault: true, high_light: true });
    expect(after[8999]).toMatchObject({ id: 9000, asset_status: -1 });
    expect(after[0]).toBe(before[0]);
    expect(after.filter((m, i) => m !== before[i])).toHaveLength(2);
  });

  it('ignores unknown ids without emitting', () => {
    const { store, frames, seen } = setup(10);
    store.applyMarkerStatus([{ id: 12345, asset_status: -1 }]);
    frames[0]!();
    expect(seen).toHaveLength(0);
  });

  it('reaches mounted stores through the exported hook only while they are live', () => {
    const { store, frames } = setup(3);
    applyMarkerStatus([{ id: 1, asset_status: -1 }]);
    expect(frames).toHaveLength(0);
    expect(store.snapshot()[0]!.status_icon).toBe(1);
  });
});
