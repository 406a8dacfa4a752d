import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { applyUpdate, type EquipmentMarker, type MarkerNames, type MarkerStatusUpdate } from './marker-mapping';

type Schedule = (run: () => void) => void;

const frame: Schedule = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

/**
 * The markers of the map page plus live updates by equipment id. Updates arriving before the next frame are
 * merged per id and applied in one pass, so a burst of status events costs one new array and one MapView
 * sync (which then changes only the affected icons in place).
 */
export class MarkerStore {
  private markers: readonly EquipmentMarker[] = [];
  private index = new Map<number, number>();
  private pending = new Map<number, MarkerStatusUpdate>();
  private scheduled = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly schedule: Schedule = frame,
    public names: MarkerNames = {},
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): readonly EquipmentMarker[] => this.markers;

  /** Replaces the list (a fresh server answer); pending updates for ids still present are kept. */
  set(markers: readonly EquipmentMarker[]): void {
    this.markers = markers;
    this.index = new Map(markers.map((m, i) => [m.id, i]));
    this.emit();
    if (this.pending.size) this.request();
  }

  /** Queues updates by id; several updates of one id before the next frame merge, later fields winning. */
  readonly applyMarkerStatus = (updates: readonly MarkerStatusUpdate[]): void => {
    for (const update of updates) {
      const queued = this.pending.get(update.id);
      this.pending.set(update.id, queued ? { ...queued, ...update } : update);
    }
    if (updates.length) this.request();
  };

  /** Applies what is queued now (the scheduled frame calls this). Unknown ids are dropped. */
  flush(): void {
    this.scheduled = false;
    if (!this.pending.size) return;
    let next: EquipmentMarker[] | null = null;
    for (const [id, update] of this.pending) {
      const at = this.index.get(id);
      if (at === undefined) continue;
      next ??= this.markers.slice();
      next[at] = applyUpdate(next[at] as EquipmentMarker, update, this.names);
    }
    this.pending.clear();
    if (next) {
      this.markers = next;
      this.emit();
    }
  }

  private request(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

const live = new Set<MarkerStore>();

/**
 * Hook for live status changes (the IoT area's Socket.IO listener calls this): updates the markers of every
 * mounted equipment map by equipment id, coalesced per frame. Ids not on a map are ignored.
 */
export function applyMarkerStatus(updates: readonly MarkerStatusUpdate[]): void {
  live.forEach((store) => store.applyMarkerStatus(updates));
}

/** The page's store: fed with `markers`, registered for `applyMarkerStatus` while mounted. */
export function useMarkerStore(markers: readonly EquipmentMarker[], names: MarkerNames): readonly EquipmentMarker[] {
  const store = useMemo(() => new MarkerStore(), []);
  store.names = names;
  useEffect(() => {
    live.add(store);
    return () => {
      live.delete(store);
    };
  }, [store]);
  useEffect(() => store.set(markers), [store, markers]);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
