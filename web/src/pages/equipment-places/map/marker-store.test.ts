import { MarkerStore } from './marker-store';
import { toMapMarkers } from './marker-mapping';
import { rows } from './test-fixtures';

/** A store whose "next frame" runs only when the test says so. */
function manualStore(count: number) {
  const frames: Array<() => void> = [];
  const store = new MarkerStore((run) => frames.push(run), { running: (id) => `R${id}`, status: (s) => `S${s}`, result: (fault) => (fault ? 'bad' : 'ok') });
  store.set(toMapMarkers(rows(count)));
  let emits = 0;
  store.subscribe(() => emits++);
  const runFrames = () => frames.splice(0).forEach((run) => run());
  return { store, frames, runFrames, emits: () => emits };
}

describe('MarkerStore', () => {
  it('coalesces a burst of status changes on 10,000 markers into one frame, one new array and one notification', () => {
    const { store, frames, runFrames, emits } = manualStore(10_000);
    const before = store.snapshot();
    for (let i = 1; i <= 500; i++) store.applyMarkerStatus([{ id: i, running_status_id: 3 }]);
    store.applyMarkerStatus([{ id: 7, running_status_id: 1 }, { id: 9, status: 3 }]);
    expect(frames).toHaveLength(1);
    expect(store.snapshot()).toBe(before);
    expect(emits()).toBe(0);
    runFrames();
    const after = store.snapshot();
    expect(emits()).toBe(1);
    expect(after).not.toBe(before);
    expect(after).toHaveLength(10_000);
    const changed = after.filter((m, i) => m !== before[i]).map((m) => m.id);
    expect(changed).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(after[6]).toMatchObject({ id: 7, is_fault: false, running_status_id: 1, running_status_name: 'R1', result_type_name: 'ok' });
    expect(after[8]).toMatchObject({ id: 9, is_fault: true, asset_status: -1, status_name: 'S3', running_status_name: 'R3', result_type_name: 'bad' });
    expect(after[499]).toMatchObject({ id: 500, is_fault: true });
    expect(after[500]).toBe(before[500]);
  });

  it('drops updates of ids not on the map without notifying, and keeps queued updates across a refetch', () => {
    const { store, frames, runFrames, emits } = manualStore(3);
    const before = store.snapshot();
    store.applyMarkerStatus([{ id: 99, running_status_id: 3 }]);
    runFrames();
    expect([emits(), store.snapshot()]).toEqual([0, before]);
    store.applyMarkerStatus([{ id: 2, is_fault: true }]);
    store.set(toMapMarkers(rows(3)));
    expect(emits()).toBe(1);
    expect(store.snapshot()[1]?.is_fault).toBe(false);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(emits()).toBe(2);
    expect(store.snapshot()[1]).toMatchObject({ id: 2, is_fault: true });
  });
});
