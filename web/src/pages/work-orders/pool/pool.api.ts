import type { Page, UserRow, WorkOrderPoolRequest, WorkOrderPoolRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';

export type { WorkOrderPoolRow };

export const poolKeys = {
  all: ['workOrderPool'] as const,
  list: ['workOrderPool', 'list'] as const,
  options: ['workOrderPool', 'options'] as const,
  users: (keyword: string) => ['workOrderPool', 'users', keyword] as const,
};

/** The pool form's values: /workOrderPool/add, or /update with the id. */
export type PoolInput = WorkOrderPoolRequest & { id?: number };

/** What the form sends: the trimmed name and remark, the members as a list of ids (an empty list clears them). */
export const poolBody = (values: PoolInput): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  remark: values.remark?.trim() || undefined,
  member_ids: values.member_ids ?? [],
});

export const usePoolPage = (params: PagedParams) => usePagedQuery<WorkOrderPoolRow>(poolKeys.list, '/workOrderPool/pageList', params);

/** Every pool (up to 100), for the type form's default-pool select and the type list's pool names. */
export const usePoolOptions = () =>
  useCallQuery<Page<WorkOrderPoolRow>>(poolKeys.options, '/workOrderPool/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

/** Users of the enterprise matching `keyword` (the first 100), for the member picker and the member names. */
export const usePoolUsers = (keyword = '') =>
  useCallQuery<Page<UserRow>>(poolKeys.users(keyword), '/user/pageList', { keyword: keyword || undefined, pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

export const userLabel = (user: Pick<UserRow, 'name' | 'account'>): string => user.name || user.account;

export const useSavePool = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/workOrderPool/add', { invalidate: [poolKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/workOrderPool/update', { invalidate: [poolKeys.all], onSuccess }),
});
export const useDeletePool = () => useActionMutation<{ id: number }>('/workOrderPool/delete', { invalidate: [poolKeys.all] });
