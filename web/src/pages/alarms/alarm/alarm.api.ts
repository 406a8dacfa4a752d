import { useQuery } from '@tanstack/react-query';
import type { AlarmCount, Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export const ALARM_STATUSES = ['raised', 'acknowledged', 'cleared', 'closed'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
export const ALARM_CONDITIONS = ['high', 'highHigh', 'low', 'lowLow', 'rate', 'noData'] as const;
export type AlarmCondition = (typeof ALARM_CONDITIONS)[number];
export const SEVERITIES = [1, 2, 3, 4, 5] as const;

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
export interface AlarmRow {
  id: number;
  rule_id: number;
  rule_name: string;
  meter_id: number;
  meter_code: string | null;
  meter_type?: string | null;
  quantity: string | null;
  condition: string;
  threshold?: number | null;
  severity: number;
  status: AlarmStatus;
  count: number;
  first_value?: number | null;
  last_value: number | null;
  raise_time: string;
  last_time: string;
  ack_user_name: string | null;
  ack_time?: string | null;
  ack_note?: string | null;
  clear_time?: string | null;
  clear_mode?: 'auto' | 'manual' | null;
  clear_note?: string | null;
  close_time?: string | null;
  close_note?: string | null;
  escalation_step?: number;
}

/** The list filters as the page keeps them; `range` becomes start_time / end_time. */
export interface AlarmFilters {
  status?: AlarmStatus | 'open';
  severity?: number;
  meter_id?: number;
  keyword?: string;
  /** ISO times: raised at or after [0], before [1]. */
  range?: [string, string];
}

export interface HistoryEntry {
  create_time: string;
  create_user_name: string | null;
  text: string;
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
