import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { AlarmCondition, AlarmRuleDefaults, AlarmRuleRow, IntervalUnit, RateUnit } from '@gengyun/contracts';

export const ruleKeys = {
  all: ['alarm', 'rule'] as const,
  list: ['alarm', 'rule', 'list'] as const,
  detail: (id: number) => ['alarm', 'rule', 'detail', id] as const,
  defaults: ['alarm', 'rule', 'defaults'] as const,
};

export type { IntervalUnit, RateUnit };
/** A rule as /alarmRule/pageList and /alarmRule/detail answer it. */
export type RuleRow = AlarmRuleRow;

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

/** The enterprise's SMS intervals, shown where a rule leaves its own blank. */
export const useRuleDefaults = () =>
  useQuery({
    queryKey: ruleKeys.defaults,
    queryFn: ({ signal }) => call<AlarmRuleDefaults>('/alarmRule/defaults', undefined, { noLoading: true, signal }),
  });

const invalidate = [ruleKeys.all];
export const useSaveRule = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/alarmRule/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/alarmRule/update', { invalidate, onSuccess }),
});
export const useDeleteRule = () => useActionMutation<{ id: number }>('/alarmRule/delete', { invalidate });
