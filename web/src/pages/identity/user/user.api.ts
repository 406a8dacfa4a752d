import { useQuery } from '@tanstack/react-query';
import type { AddUserRequest, ImportRolesAnswer, ImportRolesRow, UserRow } from '@gengyun/contracts';
import { call, longPost, unwrap } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { mailFields } from '../identity-rules';

/** Query keys of the user screens. Mutations invalidate `all` (list, deleted list and details). */
export const userKeys = {
  all: ['identity', 'user'] as const,
  list: ['identity', 'user', 'list'] as const,
  deleted: ['identity', 'user', 'deleted'] as const,
  detail: (id: number) => ['identity', 'user', 'detail', id] as const,
};

export type { UserRow };
export type ImportRow = ImportRolesRow;
/** The user form's values (/user/add and /user/update): the password only when adding. */
export type UserInput = Omit<AddUserRequest, 'password'> & { password?: string };

export type UserFilters = PagedParams & { org_id?: number; enabled?: boolean };

/** Form values → the body sent: strings trimmed; the password only when adding; an emptied mail cleared when editing. */
export function toUserBody(values: UserInput, id?: number): Record<string, unknown> {
  const trim = (text?: string): string | undefined => (text === undefined ? undefined : text.trim());
  const body: Record<string, unknown> = {
    ...values,
    account: trim(values.account),
    name: trim(values.name),
    phone: trim(values.phone),
    mail: trim(values.mail) || undefined,
    job_no: trim(values.job_no),
    wechat_no: trim(values.wechat_no),
    roleIds: values.roleIds ?? [],
  };
  if (id === undefined) return body;
  delete body.password;
  return { ...body, ...mailFields(values.mail), id };
}

export const useUserPage = (params: UserFilters) => usePagedQuery<UserRow>(userKeys.list, '/user/pageList', params);
export const useDeletedUserPage = (params: PagedParams, enabled = true) =>
  usePagedQuery<UserRow>(userKeys.deleted, '/user/deleted/pageList', params, { enabled });

export function useUserDetail(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => call<UserRow>('/user/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

const invalidate = [userKeys.all];
export const useAddUser = (onSuccess?: (user: UserRow) => void) =>
  useActionMutation<Record<string, unknown>, UserRow>('/user/add', { invalidate, onSuccess });
export const useUpdateUser = (onSuccess?: (user: UserRow) => void) =>
  useActionMutation<Record<string, unknown>, UserRow>('/user/update', { invalidate, onSuccess });
export const useDeleteUser = () => useActionMutation<{ id: number }>('/user/delete', { invalidate });
export const useRestoreUser = () => useActionMutation<{ id: number }>('/user/restore', { invalidate });
export const useResetPassword = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; password: string }>('/user/resetPassword', { onSuccess });

/** /user/importRoles takes parsed rows; 10-minute timeout like other imports. */
export const importRoles = (rows: ImportRow[]): Promise<ImportRolesAnswer> => unwrap(longPost<ImportRolesAnswer>('/user/importRoles', { rows }));
