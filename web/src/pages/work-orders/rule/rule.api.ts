import type { Page, WorkOrderRulePreview, WorkOrderRulePreviewRequest, WorkOrderRuleRequest, WorkOrderRuleRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';

export type { WorkOrderRulePreview, WorkOrderRuleRow };

export const ruleKeys = {
  all: ['workOrderRule'] as const,
  list: ['workOrderRule', 'list'] as const,
  equipmentTypes: ['workOrderRule', 'equipmentTypes'] as const,
};

/** The rule form's values: /workOrderRule/add, or /update with the id. */
export type RuleInput = WorkOrderRuleRequest & { id?: number };

const ids = (list: readonly number[] | undefined): number[] => [...(list ?? [])];

/** What the form sends: trimmed texts, every list (an empty list means "any"), blank references as null. */
export const ruleBody = (values: RuleInput): Record<string, unknown> => ({
  ...(values.id ? { id: values.id } : {}),
  name: values.name.trim(),
  enabled: values.enabled ?? true,
  sort: values.sort,
  type_ids: ids(values.type_ids),
  location_id: values.location_id ?? null,
  equipment_type_ids: ids(values.equipment_type_ids),
  priorities: ids(values.priorities),
  pool_id: values.pool_id ?? null,
  handler_ids: ids(values.handler_ids),
  person_in_charge_id: values.person_in_charge_id ?? null,
  remark: values.remark?.trim() || undefined,
});

/** A stored rule → the form's values. */
export const ruleInput = (row: WorkOrderRuleRow): RuleInput => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  sort: row.sort,
  type_ids: row.type_ids,
  location_id: row.location_id ?? undefined,
  equipment_type_ids: row.equipment_type_ids,
  priorities: row.priorities,
  pool_id: row.pool_id ?? undefined,
  handler_ids: row.handler_ids,
  person_in_charge_id: row.person_in_charge_id ?? undefined,
  remark: row.remark ?? undefined,
});

export const useRulePage = (params: PagedParams) => usePagedQuery<WorkOrderRuleRow>(ruleKeys.list, '/workOrderRule/pageList', params);

/** Equipment types (up to 100) for the condition select. */
export const useEquipmentTypeOptions = () =>
  useCallQuery<Page<{ id: number; name: string }>>(ruleKeys.equipmentTypes, '/equipmentType/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const useSaveRule = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/workOrderRule/add', { invalidate: [ruleKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/workOrderRule/update', { invalidate: [ruleKeys.all], onSuccess }),
});
export const useDeleteRule = () => useActionMutation<{ id: number }>('/workOrderRule/delete', { invalidate: [ruleKeys.all] });
export const useEnableRule = () => useActionMutation<{ id: number; enabled: boolean }>('/workOrderRule/enable', { invalidate: [ruleKeys.all] });
/** The rule a new order's draft would match, read again as the draft changes (read-only; nothing is written). */
export const useDraftRulePreview = (draft: Partial<WorkOrderRulePreviewRequest>) =>
  useCallQuery<WorkOrderRulePreview>(['workOrderRule', 'draftPreview', draft], '/workOrderRule/preview', { ...draft }, { silent: true, enabled: !!draft.type_id && !!draft.priority });
export const usePreviewRule = () => useActionMutation<WorkOrderRulePreviewRequest & Record<string, unknown>, WorkOrderRulePreview>('/workOrderRule/preview', { silent: true });
