import type { Page, UserRow, WarehouseRequest, WarehouseRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';

export type { WarehouseRow };

export const warehouseKeys = {
  all: ['warehouse'] as const,
  list: ['warehouse', 'list'] as const,
  options: ['warehouse', 'options'] as const,
  users: (keyword: string) => ['warehouse', 'users', keyword] as const,
};

/** The warehouse form's values: /warehouse/add, or /update with the id and version. */
export type WarehouseInput = WarehouseRequest & { id?: number; version?: number };

/** What the form sends: trimmed texts, the whole bin list (kept bins with their ids). */
export const warehouseBody = (values: WarehouseInput): Record<string, unknown> => ({
  ...values,
  code: values.code.trim(),
  name: values.name.trim(),
  address: values.address?.trim() || undefined,
  remark: values.remark?.trim() || undefined,
  bins: (values.bins ?? []).map((b) => ({ ...(b.id ? { id: b.id } : {}), code: b.code.trim(), ...(b.name?.trim() ? { name: b.name.trim() } : {}) })),
});

export const useWarehousePage = (params: PagedParams) => usePagedQuery<WarehouseRow>(warehouseKeys.list, '/warehouse/pageList', params);

/** The warehouses the caller may see (up to 100), with their bins: the stock pages' pickers. */
export const useWarehouseOptions = () =>
  useCallQuery<Page<WarehouseRow>>(warehouseKeys.options, '/warehouse/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const useWarehouseUsers = (keyword = '') =>
  useCallQuery<Page<UserRow>>(warehouseKeys.users(keyword), '/user/pageList', { keyword: keyword || undefined, pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const useSaveWarehouse = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/warehouse/add', { invalidate: [warehouseKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/warehouse/update', { invalidate: [warehouseKeys.all], onSuccess }),
});
export const useDeleteWarehouse = () => useActionMutation<{ id: number }>('/warehouse/delete', { invalidate: [warehouseKeys.all] });
