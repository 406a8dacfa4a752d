import { useEffect, useRef } from 'react';
import { useReconnects, useSocketEvent } from '@/api/socket';
import { applyMarkerStatus } from './marker-store';

/**
 * Markers follow what the server says live (`equipment.marker`): running while a meter of the equipment is online, a
 * fault while one of its alarms is open, the ledger's status otherwise. The server decides and sends only equipment
 * the user may see; after a reconnect the markers are fetched again (pushes missed while away are in them).
 */
export function useLiveMarkers(refetch: () => unknown): void {
  useSocketEvent('equipment.marker', (m) => applyMarkerStatus([{ id: m.id, running_status_id: m.running_status_id, is_fault: m.is_fault }]));
  const reconnects = useReconnects();
  const seen = useRef(reconnects);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (reconnects === seen.current) return;
    seen.current = reconnects;
    void latest.current();
  }, [reconnects]);
}
