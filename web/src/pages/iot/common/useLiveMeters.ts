import { useEffect, useMemo, useRef, useState } from 'react';
import { useReconnects, useSocketEvent } from '@/api/socket';
import { FrameCoalescer, type FrameScheduler } from './frame-coalescer';
import { applyBatch, mergeSnapshot, mergeUpdates, readingUpdate, statusUpdate, type LiveMeter, type LiveUpdate, type MonitorSnapshot } from './live-merge';
import { useSnapshot } from './meter.api';

const EMPTY: ReadonlyMap<number, LiveMeter> = new Map();

export interface LiveMeters {
  /** Meters by id, in the snapshot's order (meter code). */
  meters: ReadonlyMap<number, LiveMeter>;
  snapshot: ReturnType<typeof useSnapshot>;
}

/** Where a live set starts: a snapshot-shaped answer (the monitor snapshot, or one equipment's meters) and its refetch. */
export interface LiveSource {
  data: Pick<MonitorSnapshot, 'at' | 'meters'> | undefined;
  refetch: () => unknown;
}

/**
 * Meters kept live from a starting answer: applies `meter.reading` and `meter.status` events once per animation frame
 * (a burst never re-renders per event), and refetches and merges the answer after every reconnect (events missed
 * while away are in it). Events of meters not in the answer are ignored. The caller joins the `meter:{id}` rooms of
 * the meters it shows (`MeterRooms`).
 */
export function useLiveSet(source: LiveSource, schedule?: FrameScheduler): ReadonlyMap<number, LiveMeter> {
  const reconnects = useReconnects();
  const [meters, setMeters] = useState<ReadonlyMap<number, LiveMeter>>(EMPTY);
  const scheduleRef = useRef(schedule);
  const coalescer = useMemo(
    () => new FrameCoalescer<number, LiveUpdate>((batch) => setMeters((current) => applyBatch(current, batch)), mergeUpdates, scheduleRef.current),
    [],
  );
  useEffect(() => () => coalescer.dispose(), [coalescer]);

  useEffect(() => {
    if (source.data) setMeters((current) => mergeSnapshot(current, source.data!));
  }, [source.data]);

  const seenReconnects = useRef(reconnects);
  const refetch = useRef(source.refetch);
  refetch.current = source.refetch;
  useEffect(() => {
    if (reconnects === seenReconnects.current) return;
    seenReconnects.current = reconnects;
    void refetch.current();
  }, [reconnects]);

  useSocketEvent('meter.reading', (event) => coalescer.push(event.meterId, readingUpdate(event)));
  useSocketEvent('meter.status', (event) => coalescer.push(event.meterId, statusUpdate(event)));
  return meters;
}

/** The enterprise's meters kept live from /monitor/snapshot (see `useLiveSet`). */
export function useLiveMeters(options: { enabled?: boolean; schedule?: FrameScheduler } = {}): LiveMeters {
  const snapshot = useSnapshot(options.enabled ?? true);
  const meters = useLiveSet(snapshot, options.schedule);
  return { meters, snapshot };
}
