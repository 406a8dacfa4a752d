import { useQuery } from '@tanstack/react-query';
import { ALARM_CONDITIONS, ALARM_STATUSES, SEVERITIES, type AlarmCondition, type AlarmCount, type AlarmRow as AlarmAnswerRow, type AlarmStatus, type AuditEntry, type Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export { ALARM_CONDITIONS, ALARM_STATUSES, SEVERITIES, type AlarmCondition, type AlarmStatus };
/** A row of the alarm list: as /alarm/pageList answers it, or made from a pushed alarm, which carries fewer fields. */
export type AlarmRow = Pick<AlarmAnswerRow, PushedField> & Partial<AlarmAnswerRow>;
type PushedField = 'id' | 'rule_id' | 'rule_name' | 'meter_id' | 'meter_code' | 'quantity' | 'condition' | 'severity' | 'status' | 'count' | 'last_value' | 'raise_time' | 'last_time' | 'ack_user_name';
/** A line of an alarm's history (its change log). */
export type HistoryEntry = AuditEntry;

/** Query keys of the alarm area; everything starts with `alarm` so a reconnect can refetch it all. */
export const alarmKeys = {
  all: ['alarm'] as const,
  list: ['alarm', 'list'] as const,
  openCount: ['alarm', 'openCount'] as const,
  detail: (id: number) => ['alarm', 'detail', id] as const,
  history: (id: number) => ['alarm', 'history', id] as const,
  deliveries: (id: number) => ['alarm', 'deliveries', id] as const,
  rounds: (id: number) => ['alarm', 'rounds', id] as const,
};

/** An alarm as /alarm/pageList and /alarm/detail answer it (the entity's columns). */
/** The list filters as the page keeps them; `range` becomes start_time / end_time. */
export interface AlarmFilters {
  status?: AlarmStatus | 'open';
  severity?: number;
  meter_id?: number;
  keyword?: string;
  /** ISO times: raised at or after [0], before [1]. */
  range?: [string, string];
}

export const alarmBody = (filters: AlarmFilters, pageNumber: number, pageSize: number): PagedParams => ({
  pageNumber,
  pageSize,
  keyword: filters.keyword || undefined,
  status: filters.status,
  severity: filters.severity,
  meter_id: filters.meter_id,
  start_time: filters.range?.[0],
  end_time: filters.range?.[1],
});

export const useAlarmPage = (body: PagedParams) =>
  usePagedQuery<AlarmRow>(alarmKeys.list, '/alarm/pageList', body);

export const useAlarmDetail = (id: number) =>
  useQuery({
    queryKey: alarmKeys.detail(id),
    queryFn: ({ signal }) => call<AlarmRow>('/alarm/detail', { id }, { noLoading: true, signal }),
  });

export const useAlarmHistory = (id: number) =>
  useQuery({
    queryKey: alarmKeys.history(id),
    queryFn: ({ signal }) => call<Page<HistoryEntry>>('/alarm/history', { id }, { noLoading: true, signal }),
  });

export const useOpenCount = (enabled: boolean) =>
  useQuery({
    queryKey: alarmKeys.openCount,
    queryFn: ({ signal }) =>
      call<AlarmCount>('/alarm/openCount', undefined, { noLoading: true, silent: true, signal }),
    enabled,
  });

/** Lifecycle moves; each refreshes the list, the counter and the open detail. */
const invalidate = [alarmKeys.all];
export const useAlarmMoves = (onDone?: () => void) => ({
  acknowledge: useActionMutation<{ id: number; note?: string }>('/alarm/acknowledge', {
    invalidate,
    onSuccess: onDone,
  }),
  clear: useActionMutation<{ id: number; note?: string }>('/alarm/clear', { invalidate, onSuccess: onDone }),
  close: useActionMutation<{ id: number; note?: string }>('/alarm/close', { invalidate, onSuccess: onDone }),
});
