import type { HolidayYear, HolidayYearRequest, PlanGenerateAnswer, PlanPreview, PlanRequest, PlanRow, PlanTrigger } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { HolidayYear, PlanPreview, PlanRow, PlanTrigger };

export const planKeys = {
  all: ['maintenancePlan'] as const,
  list: ['maintenancePlan', 'list'] as const,
  preview: (id: number) => ['maintenancePlan', 'preview', id] as const,
  holidays: (year: number) => ['maintenancePlan', 'holidays', year] as const,
};

/** The plan form's values; dates as `YYYY-MM-DD` text. */
export type PlanInput = PlanRequest;

/** What the form sends: trimmed name, lists as lists, only the coverage fields its kind uses. */
export const planBody = (values: PlanInput): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  equipment_ids: values.coverage === 'equipment' ? (values.equipment_ids ?? []) : undefined,
  equipment_type_id: values.coverage === 'type' ? values.equipment_type_id : undefined,
  equipment_model_id: values.coverage === 'type' ? values.equipment_model_id : undefined,
  location_id: values.coverage === 'type' ? values.location_id : undefined,
  handler_ids: values.handler_ids ?? [],
  triggers: values.triggers ?? [],
});

export const planInput = (row: PlanRow): PlanInput => ({
  name: row.name,
  coverage: row.coverage,
  equipment_ids: row.equipment_ids,
  equipment_type_id: row.equipment_type_id,
  equipment_model_id: row.equipment_model_id,
  location_id: row.location_id,
  task_template_id: row.task_template_id,
  work_order_type_id: row.work_order_type_id,
  priority: row.priority,
  person_in_charge_id: row.person_in_charge_id,
  handler_ids: row.handler_ids,
  pool_id: row.pool_id,
  duration_hours: row.duration_hours,
  lead_days: row.lead_days,
  start_date: row.start_date,
  end_date: row.end_date,
  due_time: row.due_time,
  triggers: row.triggers as PlanTrigger[],
  trigger_mode: row.trigger_mode,
  holiday_rule: row.holiday_rule,
  enabled: row.enabled,
});

export const usePlanPage = (params: PagedParams) => usePagedQuery<PlanRow>(planKeys.list, '/plan/pageList', params);
export const usePlanPreview = (id: number) => useCallQuery<PlanPreview>(planKeys.preview(id), '/plan/preview', { id }, { silent: true });
/** A draft's preview: the form's values, checked as a save would check them; nothing is saved. */
export const useDraftPreview = () => useActionMutation<Record<string, unknown>, PlanPreview>('/plan/preview', { silent: true });

export const useSavePlan = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/plan/add', { invalidate: [planKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/plan/update', { invalidate: [planKeys.all], onSuccess }),
});
export const useGenerateNow = () => useActionMutation<undefined, PlanGenerateAnswer>('/plan/generate', { invalidate: [planKeys.all] });

export const useHolidays = (year: number) => useCallQuery<HolidayYear>(planKeys.holidays(year), '/holiday/list', { year }, { silent: true });
export const useSaveHolidays = (onSuccess?: () => void) =>
  useActionMutation<HolidayYearRequest & Record<string, unknown>>('/holiday/save', { invalidate: [planKeys.all, ['maintenancePlan', 'holidays']], onSuccess });
