import type { ClientEventMap, MeterStatus, MonitorSnapshot, QuantityValue, SnapshotMeter } from '@gengyun/contracts';

export type { MeterStatus, MonitorSnapshot, QuantityValue, SnapshotMeter };
/** POST /monitor/snapshot's meter counts by state. */
export type SnapshotCounts = MonitorSnapshot['counts'];

/** A meter on screen: the snapshot row plus when its status was last known (epoch ms). */
export interface LiveMeter extends SnapshotMeter {
  statusAt: number;
}

/** What socket events say about one meter, merged per animation frame. */
export interface LiveUpdate {
  values?: Record<string, QuantityValue>;
  status?: 'online' | 'offline';
  statusAt?: number;
}

const epoch = (iso: string | null | undefined): number => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? ms : 0;
};

/** Per quantity, the value with the later reading time wins (the newer one on a tie). */
export function newerValues(older: Record<string, QuantityValue> = {}, newer: Record<string, QuantityValue> = {}): Record<string, QuantityValue> {
  const out = { ...older };
  for (const [key, value] of Object.entries(newer)) {
    const current = out[key];
    if (!current || value.ts >= current.ts) out[key] = value;
  }
  return out;
}

export const readingUpdate = (event: ClientEventMap['meter.reading']): LiveUpdate => ({
  values: Object.fromEntries(Object.entries(event.values).map(([key, value]) => [key, { value, ts: event.ts }])),
});

export const statusUpdate = (event: ClientEventMap['meter.status']): LiveUpdate => ({ status: event.status, statusAt: epoch(event.at) });

/** Two updates of the same meter within a frame: values per quantity by time, the later status. */
export function mergeUpdates(older: LiveUpdate, newer: LiveUpdate): LiveUpdate {
  const values = older.values || newer.values ? newerValues(older.values, newer.values) : undefined;
  const useNewer = newer.status !== undefined && (older.statusAt === undefined || (newer.statusAt ?? 0) >= older.statusAt);
  const status = useNewer ? { status: newer.status, statusAt: newer.statusAt } : { status: older.status, statusAt: older.statusAt };
  return { ...(values ? { values } : {}), ...(status.status !== undefined ? status : {}) };
}

const latestTs = (values: Record<string, QuantityValue> | undefined): number => Math.max(0, ...Object.values(values ?? {}).map((v) => v.ts));

/** One meter with a frame's update applied; the same object when nothing changed. */
export function applyUpdate(meter: LiveMeter, update: LiveUpdate): LiveMeter {
  let next = meter;
  if (update.values && Object.keys(update.values).length) {
    const values = newerValues(meter.values, update.values);
    const readAt = latestTs(update.values);
    const lastSeen = Math.max(epoch(meter.last_seen), readAt);
    next = { ...next, values, last_seen: lastSeen ? new Date(lastSeen).toISOString() : meter.last_seen };
    // A reading newer than the last status change means the meter is talking.
    if (meter.enabled && readAt > meter.statusAt) next = { ...next, status: 'online', statusAt: readAt };
  }
  if (update.status && (update.statusAt ?? 0) >= next.statusAt) next = { ...next, status: update.status, statusAt: update.statusAt ?? next.statusAt };
  return next;
}

/** The screen's meters with a frame's batch applied; unknown meters are ignored (the next snapshot brings them). */
export function applyBatch(meters: ReadonlyMap<number, LiveMeter>, batch: ReadonlyMap<number, LiveUpdate>): ReadonlyMap<number, LiveMeter> {
  let changed = false;
  const next = new Map(meters);
  for (const [id, update] of batch) {
    const meter = meters.get(id);
    if (!meter) continue;
    const updated = applyUpdate(meter, update);
    if (updated !== meter) {
      next.set(id, updated);
      changed = true;
    }
  }
  return changed ? next : meters;
}

/**
 * A fresh snapshot over what the screen already shows (after a reconnect): the snapshot decides which meters exist
 * and their settings; per quantity the later reading wins, and a status change pushed after the snapshot was taken
 * is kept.
 */
export function mergeSnapshot(previous: ReadonlyMap<number, LiveMeter>, snapshot: Pick<MonitorSnapshot, 'at' | 'meters'>): ReadonlyMap<number, LiveMeter> {
  const takenAt = epoch(snapshot.at);
  const next = new Map<number, LiveMeter>();
  for (const row of snapshot.meters) {
    const before = previous.get(row.id);
    const fresh: LiveMeter = { ...row, values: row.values ?? {}, statusAt: takenAt };
    if (!before) {
      next.set(row.id, fresh);
      continue;
    }
    const keepStatus = before.statusAt > takenAt && row.enabled;
    const lastSeen = Math.max(epoch(row.last_seen), epoch(before.last_seen));
    next.set(row.id, {
      ...fresh,
      values: newerValues(before.values, fresh.values),
      last_seen: lastSeen ? new Date(lastSeen).toISOString() : null,
      ...(keepStatus ? { status: before.status, statusAt: before.statusAt } : {}),
    });
  }
  return next;
}
