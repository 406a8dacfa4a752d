import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { AddMeterRequest, DeadLetterRow, DeviceLogin, MeterCreated, MeterDetail, MeterRow, MeterStatus } from '@gengyun/contracts';
import type { MonitorSnapshot, QuantityValue, SnapshotMeter } from './live-merge';

/** Query keys of the iot screens; meter mutations invalidate `all`. */
export const iotKeys = {
  all: ['iot', 'meters'] as const,
  list: ['iot', 'meters', 'list'] as const,
  detail: (id: number) => ['iot', 'meters', 'detail', id] as const,
  snapshot: ['iot', 'meters', 'snapshot'] as const,
  history: (meterId: number) => ['iot', 'history', meterId] as const,
  deadLetters: ['iot', 'deadLetters'] as const,
  equipmentNames: ['iot', 'equipmentNames'] as const,
  ofEquipment: (equipmentId: number) => ['iot', 'meters', 'ofEquipment', equipmentId] as const,
};

/** A meter of /meter/pageList; /meter/detail adds its device login name and its type's quantities. */
export type { DeadLetterRow, DeviceLogin, MeterDetail, MeterRow };
/** The meter form's values: /meter/add (type and code only then), or /meter/update with the id. */
export type MeterInput = Omit<AddMeterRequest, 'meter_code' | 'meter_type'> & Partial<Pick<AddMeterRequest, 'meter_code' | 'meter_type'>>;

export type MeterFilters = PagedParams & { meter_type?: string; status?: MeterStatus; enabled?: boolean };

export type DeadLetterFilters = PagedParams & { reason?: string; meter_id?: number };

export const useMeterPage = (params: MeterFilters) => usePagedQuery<MeterRow>(iotKeys.list, '/meter/pageList', params);

export function useMeterDetail(id: number) {
  return useQuery({
    queryKey: iotKeys.detail(id),
    queryFn: ({ signal }) => call<MeterDetail>('/meter/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

/** The live screens' starting point; refetched on reconnect (not on focus: socket events keep it current). */
export function useSnapshot(enabled = true) {
  return useQuery({
    queryKey: iotKeys.snapshot,
    queryFn: ({ signal }) => call<MonitorSnapshot>('/monitor/snapshot', undefined, { noLoading: true, signal }),
    refetchOnWindowFocus: false,
    enabled,
  });
}

/** A meter's latest values as /meter/latest answers them. */
interface LatestValues {
  meterId: number;
  status: MeterStatus;
  last_seen: string | null;
  values: Record<string, QuantityValue>;
}

/** Meters of one equipment read at a time: at most this many (an equipment carries a handful). */
const EQUIPMENT_METERS = 100;

/**
 * The meters linked to one equipment with their latest values, shaped as a snapshot so `useLiveSet` keeps them live:
 * /meter/pageList filtered by equipment, then /meter/latest of those.
 */
export function useEquipmentMeters(equipmentId: number, enabled = true) {
  return useQuery({
    queryKey: iotKeys.ofEquipment(equipmentId),
    queryFn: async ({ signal }): Promise<Pick<MonitorSnapshot, 'at' | 'meters'>> => {
      const at = new Date().toISOString();
      const page = await call<{ rows: MeterRow[] }>('/meter/pageList', { equipment_id: equipmentId, pageSize: EQUIPMENT_METERS }, { noLoading: true, signal });
      const rows = [...page.rows].sort((a, b) => a.meter_code.localeCompare(b.meter_code));
      const latest = rows.length ? await call<LatestValues[]>('/meter/latest', { ids: rows.map((m) => m.id) }, { noLoading: true, signal }) : [];
      const byId = new Map(latest.map((l) => [l.meterId, l]));
      const meters = rows.map((m): SnapshotMeter => {
        const l = byId.get(m.id);
        return { ...pickSnapshot(m), status: l?.status ?? m.status, last_seen: l?.last_seen ?? m.last_seen, values: l?.values ?? {} };
      });
      return { at, meters };
    },
    enabled: enabled && equipmentId > 0,
    refetchOnWindowFocus: false,
  });
}

const pickSnapshot = (m: MeterRow): Omit<SnapshotMeter, 'values'> => ({
  id: m.id,
  meter_code: m.meter_code,
  name: m.name,
  meter_type: m.meter_type,
  enabled: m.enabled,
  status: m.status,
  last_seen: m.last_seen,
  location_id: m.location_id,
  equipment_id: m.equipment_id,
});

export const useDeadLetterPage = (params: DeadLetterFilters) => usePagedQuery<DeadLetterRow>(iotKeys.deadLetters, '/deadLetter/pageList', params);

const invalidate = [iotKeys.all];
export const useAddMeter = (onSuccess?: (result: MeterCreated) => void) => useActionMutation<MeterInput, MeterCreated>('/meter/add', { invalidate, onSuccess });
export const useUpdateMeter = (onSuccess?: (row: MeterRow) => void) => useActionMutation<MeterInput & { id: number }, MeterRow>('/meter/update', { invalidate, onSuccess });
export const useDeleteMeter = (onSuccess?: () => void) => useActionMutation<{ id: number }>('/meter/delete', { invalidate, onSuccess });
export const useRotateCredential = (onSuccess?: (login: DeviceLogin) => void) =>
  useActionMutation<{ id: number }, DeviceLogin>('/meter/rotateCredential', { invalidate, onSuccess });
