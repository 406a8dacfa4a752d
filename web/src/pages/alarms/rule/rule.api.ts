import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { AlarmCondition } from '../alarm/alarm.api';

export const ruleKeys = {
  all: ['alarm', 'rule'] as const,
  list: ['alarm', 'rule', 'list'] as const,
  detail: (id: number) => ['alarm', 'rule', 'detail', id] as const,
};

export type RateUnit = 'second' | 'minute';
export type IntervalUnit = 'second' | 'minute';

/** A rule as /alarmRule/pageList and /alarmRule/detail answer it (AlarmRuleView). */
export interface RuleRow {
  id: number;
  name: string;
  meter_id: number | null;
  meter_type: string | null;
  quantity: string | null;
  condition: AlarmCondition;
  threshold: number | null;
  deadband: number;
  rate_unit: RateUnit | null;
  duration_seconds: number;
  repeat_count: number;
  no_data_seconds: number | null;
  severity: number;
  enabled: boolean;
  notify_sms: boolean;
  notify_mail: boolean;
  user_ids: number[];
  role_ids: number[];
  phones: string[];
  mails: string[];
  sms_intervals: number[] | null;
  interval_unit: IntervalUnit;
  remark: string | null;
  create_time?: string;
}

export type RuleFilters = PagedParams & {
  condition?: AlarmCondition;
  meter_type?: string;
  enabled?: boolean;
};

export const useRulePage = (params: RuleFilters) =>
  usePagedQuery<RuleRow>(ruleKeys.list, '/alarmRule/pageList', params);

export const useRuleDetail = (id: number | undefined) =>
  useQuery({
    queryKey: ruleKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call<RuleRow>('/alarmRule/detail', { id }, { noLoading: true, signal }),
    enabled: Boolean(id),
  });

const invalidate = [ruleKeys.all];
export const useSaveRule = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/alarmRule/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/alarmRule/update', { invalidate, onSuccess }),
});
export const useDeleteRule = () => useActionMutation<{ id: number }>('/alarmRule/delete', { invalidate });
