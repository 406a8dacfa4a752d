import type { EquipmentModelRequest, EquipmentModelRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export const modelKeys = {
  all: ['equipment', 'model'] as const,
  list: ['equipment', 'model', 'list'] as const,
};

/** A model as /equipmentModel/pageList answers it. */
export type ModelRow = EquipmentModelRow;
export type ModelInput = EquipmentModelRequest;
export type ModelFilters = PagedParams & { type_id?: number };

export const modelBody = (values: ModelInput, id?: number): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  specification: values.specification?.trim() || undefined,
  remark: values.remark?.trim() || undefined,
  ...(id ? { id } : {}),
});

export const useModelPage = (params: ModelFilters) => usePagedQuery<ModelRow>(modelKeys.list, '/equipmentModel/pageList', params);

/** Model changes also change the ledger's assetModel option lists. */
const invalidate = [modelKeys.all, ['options', 'assetModel']];
export const useSaveModel = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/equipmentModel/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/equipmentModel/update', { invalidate, onSuccess }),
});
export const useDeleteModel = () => useActionMutation<{ id: number }>('/equipmentModel/delete', { invalidate });
