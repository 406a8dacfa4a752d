import { useEffect, useMemo, useRef, useState } from 'react';
import { useReconnects, useSocketEvent } from '@/api/socket';
import { FrameCoalescer, type FrameScheduler } from './frame-coalescer';
import { applyBatch, mergeSnapshot, mergeUpdates, readingUpdate, statusUpdate, type LiveMeter, type LiveUpdate } from './live-merge';
import { useSnapshot } from './meter.api';

const EMPTY: ReadonlyMap<number, LiveMeter> = new Map();

export interface LiveMeters {
  /** Meters by id, in the snapshot's order (meter code). */
  meters: ReadonlyMap<number, LiveMeter>;
  snapshot: ReturnType<typeof useSnapshot>;
}

/**
 * The enterprise's meters kept live: loads /monitor/snapshot, then applies `meter.reading` and `meter.status`
 * events once per animation frame (a burst never re-renders per event), and refetches and merges the snapshot
 * after every reconnect (events missed while away are in it). The caller joins the `meter:{id}` rooms of the
 * meters it shows (`MeterRooms`): readings are only pushed to those rooms.
 */
export function useLiveMeters(options: { enabled?: boolean; schedule?: FrameScheduler } = {}): LiveMeters {
  const snapshot = useSnapshot(options.enabled ?? true);
  const reconnects = useReconnects();
  const [meters, setMeters] = useState<ReadonlyMap<number, LiveMeter>>(EMPTY);
  const scheduleRef = useRef(options.schedule);
  const coalescer = useMemo(
    () => new FrameCoalescer<number, LiveUpdate>((batch) => setMeters((current) => applyBatch(current, batch)), mergeUpdates, scheduleRef.current),
    [],
  );
  useEffect(() => () => coalescer.dispose(), [coalescer]);

  useEffect(() => {
    if (snapshot.data) setMeters((current) => mergeSnapshot(current, snapshot.data));
  }, [snapshot.data]);

  const seenReconnects = useRef(reconnects);
  const { refetch } = snapshot;
  useEffect(() => {
    if (reconnects === seenReconnects.current) return;
    seenReconnects.current = reconnects;
    void refetch();
  }, [reconnects, refetch]);

  useSocketEvent('meter.reading', (event) => coalescer.push(event.meterId, readingUpdate(event)));
  useSocketEvent('meter.status', (event) => coalescer.push(event.meterId, statusUpdate(event)));

  return { meters, snapshot };
}
