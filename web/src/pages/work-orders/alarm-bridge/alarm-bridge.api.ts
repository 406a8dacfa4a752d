import type { AlarmWorkOrders, Page, UserRow, WorkOrderAlarmPanel, WorkOrderAlarmPrefill, WorkOrderFromAlarmRequest, WorkOrderRow, WorkOrderTypeRow } from '@gengyun/contracts';
import { OPTIONS_STALE_MS, useActionMutation, useCallQuery } from '@/api/hooks';
import { workOrderKeys } from '../order/work-order.api';

export type { AlarmWorkOrders, WorkOrderAlarmPanel, WorkOrderAlarmPrefill };

/** Query keys of the bridge; under `alarm` and `workOrder`, so alarm moves and order changes refresh them. */
export const bridgeKeys = {
  prefill: (alarmId: number) => ['alarm', 'workOrderPrefill', alarmId] as const,
  ofAlarm: (alarmId: number) => ['alarm', 'workOrders', alarmId] as const,
  panel: (orderId: number) => ['workOrder', 'alarmPanel', orderId] as const,
  types: ['workOrder', 'bridgeTypes'] as const,
  users: ['workOrder', 'bridgeUsers'] as const,
};

export const useAlarmWorkOrders = (alarmId: number, enabled: boolean) => useCallQuery<AlarmWorkOrders>(bridgeKeys.ofAlarm(alarmId), '/workOrder/ofAlarm', { alarm_id: alarmId }, { silent: true, enabled });

export const useAlarmPrefill = (alarmId: number) => useCallQuery<WorkOrderAlarmPrefill>(bridgeKeys.prefill(alarmId), '/workOrder/alarmPrefill', { alarm_id: alarmId });

export const useOrderAlarm = (orderId: number, enabled: boolean) => useCallQuery<WorkOrderAlarmPanel>(bridgeKeys.panel(orderId), '/workOrder/alarmPanel', { id: orderId }, { silent: true, enabled });

/** Enabled work-order types (the first 100) for the pickers. */
export const useBridgeTypes = (enabled = true) =>
  useCallQuery<Page<WorkOrderTypeRow>>(bridgeKeys.types, '/workOrderType/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS, enabled });

/** Users of the enterprise (the first 100) for the person-in-charge pickers. */
export const useBridgeUsers = (enabled = true) =>
  useCallQuery<Page<UserRow>>(bridgeKeys.users, '/user/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS, enabled });

export const userName = (user: Pick<UserRow, 'name' | 'account'>): string => user.name || user.account;

/** Opens the repair order; the alarm's orders and the order list refresh. */
export const useOpenFromAlarm = (onSuccess?: (order: WorkOrderRow) => void) =>
  useActionMutation<WorkOrderFromAlarmRequest & Record<string, unknown>, WorkOrderRow>('/workOrder/fromAlarm', { invalidate: [['alarm'], workOrderKeys.all], onSuccess });

/** Closes the order at the version read (the transition table decides whether it may be). */
export const useCloseOrder = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; version: number; action: 'close' }>('/workOrder/act', { invalidate: [workOrderKeys.all], onSuccess });
