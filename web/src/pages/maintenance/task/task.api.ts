import type { Page, TaskItemRequest, TaskItemRow, TaskTemplateDetail, TaskTemplateRequest, TaskTemplateRow } from '@gengyun/contracts';
import { OPTIONS_STALE_MS, useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { TaskItemRow, TaskTemplateDetail, TaskTemplateRow };

export const taskKeys = {
  all: ['maintenanceTask'] as const,
  items: ['maintenanceTask', 'items'] as const,
  itemOptions: ['maintenanceTask', 'itemOptions'] as const,
  templates: ['maintenanceTask', 'templates'] as const,
  templateOptions: ['maintenanceTask', 'templateOptions'] as const,
  template: (id: number) => ['maintenanceTask', 'template', id] as const,
};

export type ItemInput = TaskItemRequest;
export type TemplateInput = TaskTemplateRequest;

/** What the item form sends: trimmed texts; limits and lists only as the type uses them (the server clears the rest). */
export const itemBody = (values: ItemInput): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  standard: values.standard?.trim() || undefined,
  method: values.method?.trim() || undefined,
  unit: values.unit?.trim() || undefined,
  options: values.options ?? [],
  failing_options: values.failing_options ?? [],
  failure_opens_order: values.failure_opens_order ?? false,
});

export const templateBody = (values: TemplateInput): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  remark: values.remark?.trim() || undefined,
  item_ids: values.item_ids ?? [],
});

export const useItemPage = (params: PagedParams) => usePagedQuery<TaskItemRow>(taskKeys.items, '/taskItem/pageList', params);
export const useTemplatePage = (params: PagedParams) => usePagedQuery<TaskTemplateRow>(taskKeys.templates, '/taskTemplate/pageList', params);

/** Items (up to 100), for the template form's checklist picker. */
export const useItemOptions = () =>
  useCallQuery<Page<TaskItemRow>>(taskKeys.itemOptions, '/taskItem/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });
/** Templates (up to 100), for the plan form. */
export const useTemplateOptions = () =>
  useCallQuery<Page<TaskTemplateRow>>(taskKeys.templateOptions, '/taskTemplate/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const useSaveItem = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/taskItem/add', { invalidate: [taskKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/taskItem/update', { invalidate: [taskKeys.all], onSuccess }),
});
export const useDeleteItem = () => useActionMutation<{ id: number }>('/taskItem/delete', { invalidate: [taskKeys.all] });
export const useSaveTemplate = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/taskTemplate/add', { invalidate: [taskKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/taskTemplate/update', { invalidate: [taskKeys.all], onSuccess }),
});
export const useDeleteTemplate = () => useActionMutation<{ id: number }>('/taskTemplate/delete', { invalidate: [taskKeys.all] });
