import { useQuery } from '@tanstack/react-query';
import type { MenuNode, RoleDetail, RoleRequest, RoleRow, ScopeDimension, ScopeNode, Scopes } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { identityKeys } from '../identity-options.api';

export type { MenuNode, RoleDetail, RoleRow, ScopeDimension, ScopeNode, Scopes };
export type RoleInput = RoleRequest;

/** Query keys of the role screens; mutations invalidate `all` and the role options of the pickers. */
export const roleKeys = {
  all: ['identity', 'role'] as const,
  list: ['identity', 'role', 'list'] as const,
  detail: (id: number) => ['identity', 'role', 'detail', id] as const,
  menuTree: ['identity', 'menu', 'tree'] as const,
  scopeDimensions: ['identity', 'role', 'scopeDimensions'] as const,
};

export const useRolePage = (params: PagedParams) => usePagedQuery<RoleRow>(roleKeys.list, '/role/pageList', params);

export function useRoleDetail(id: number) {
  return useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => call<RoleDetail>('/role/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

export function useMenuTree() {
  return useQuery({
    queryKey: roleKeys.menuTree,
    queryFn: ({ signal }) => call<MenuNode[]>('/menu/tree', undefined, { noLoading: true, signal }),
    staleTime: Infinity,
  });
}

/** The dimensions the server applies and their nodes; refetched with the role (trees change). */
export function useScopeDimensions() {
  return useQuery({
    queryKey: roleKeys.scopeDimensions,
    queryFn: ({ signal }) => call<ScopeDimension[]>('/role/scopeDimensions', undefined, { noLoading: true, signal }),
  });
}

const invalidate = [roleKeys.all, identityKeys.roleOptions];
export const useAddRole = (onSuccess?: () => void) => useActionMutation<RoleInput>('/role/add', { invalidate, onSuccess });
export const useUpdateRole = (onSuccess?: () => void) => useActionMutation<RoleInput & { id: number }>('/role/update', { invalidate, onSuccess });
export const useDeleteRole = () => useActionMutation<{ id: number }>('/role/delete', { invalidate });
export const useGrantRole = () =>
  useActionMutation<{ id: number; menuIds: number[]; scopes: Scopes }>('/role/grant', { invalidate: [roleKeys.all] });
