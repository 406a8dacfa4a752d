import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AlarmPush, AlarmRow, MonitorSnapshot, Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useReconnects, useSocketEvent } from '@/api/socket';
import { applyMarkerStatus } from './marker-store';


const OPEN: ReadonlySet<AlarmPush['status']> = new Set(['raised', 'acknowledged']);

/**
 * Open alarms by equipment: an alarm belongs to a meter, a meter to (at most) one equipment. Kept per alarm
 * id so an equipment stays faulty until its last open alarm is cleared.
 */
export class FaultIndex {
  private readonly alarms = new Map<number, number>();

  constructor(private readonly equipmentOfMeter: ReadonlyMap<number, number>) {}

  /** Records an alarm's state; answers the equipment whose fault flag may have changed. */
  track(alarm: Pick<AlarmPush, 'id' | 'meterId' | 'status'>): number | undefined {
    const equipment = this.equipmentOfMeter.get(alarm.meterId);
    if (equipment === undefined) return undefined;
    if (OPEN.has(alarm.status)) this.alarms.set(alarm.id, equipment);
    else this.alarms.delete(alarm.id);
    return equipment;
  }

  isFaulty(equipment: number): boolean {
    for (const owner of this.alarms.values()) if (owner === equipment) return true;
    return false;
  }

  faulty(): number[] {
    return [...new Set(this.alarms.values())];
  }
}

/**
 * Equipment markers switch to the fault icon while an alarm of one of their meters is open, live from the
 * alarm events, and again after every marker refresh or reconnect. Users without the monitoring permissions
 * simply get no live faults (the calls are silent).
 */
export function useLiveFaults(markerCount: number): void {
  const reconnects = useReconnects();
  const links = useQuery({
    queryKey: ['equipmentMap', 'meterLinks', reconnects],
    queryFn: () => call<MonitorSnapshot>('/monitor/snapshot', undefined, { noLoading: true, silent: true }),
    staleTime: 30_000,
  });
  const open = useQuery({
    queryKey: ['equipmentMap', 'openAlarms', reconnects],
    queryFn: () => call<Page<AlarmRow>>('/alarm/pageList', { status: 'open', pageSize: 100 }, { noLoading: true, silent: true }),
  });
  const index = useRef<FaultIndex | null>(null);

  useEffect(() => {
    const equipmentOfMeter = new Map<number, number>();
    for (const meter of links.data?.meters ?? []) if (meter.equipment_id) equipmentOfMeter.set(meter.id, meter.equipment_id);
    const next = new FaultIndex(equipmentOfMeter);
    for (const row of open.data?.rows ?? []) next.track({ id: row.id, meterId: row.meter_id, status: row.status });
    index.current = next;
    applyMarkerStatus(next.faulty().map((id) => ({ id, is_fault: true })));
  }, [links.data, open.data, markerCount]);

  const onAlarm = (alarm: AlarmPush): void => {
    const equipment = index.current?.track(alarm);
    if (equipment !== undefined) applyMarkerStatus([{ id: equipment, is_fault: index.current?.isFaulty(equipment) ?? false }]);
  };
  useSocketEvent('alarm.raised', onAlarm);
  useSocketEvent('alarm.acknowledged', onAlarm);
  useSocketEvent('alarm.cleared', onAlarm);
  useSocketEvent('alarm.closed', onAlarm);
}
