import { useQuery } from '@tanstack/react-query';
import type { OrgRequest, OrgRow, PositionDetail, UnitRequest } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { identityKeys, type UnitKind, type UnitRow } from '../identity-options.api';

export type { OrgRow, UnitKind, UnitRow };
export type OrgInput = OrgRequest;
export type UnitInput = UnitRequest;

/** Query keys of the organisation screen; org changes refresh the tree the pickers share. */
export const orgKeys = {
  all: ['identity', 'org'] as const,
  tree: identityKeys.orgTree,
  detail: (id: number) => ['identity', 'org', 'detail', id] as const,
  units: (kind: UnitKind) => ['identity', kind] as const,
  unitList: (kind: UnitKind) => ['identity', kind, 'list'] as const,
  position: (id: number) => ['identity', 'position', 'detail', id] as const,
};

export function useOrgDetail(id: number) {
  return useQuery({
    queryKey: orgKeys.detail(id),
    queryFn: ({ signal }) => call<OrgRow>('/org/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

export const useAddOrg = (onSuccess?: (org: OrgRow) => void) => useActionMutation<OrgInput, OrgRow>('/org/add', { invalidate: [orgKeys.all], onSuccess });
export const useUpdateOrg = (onSuccess?: () => void) => useActionMutation<OrgInput & { id: number }>('/org/update', { invalidate: [orgKeys.all], onSuccess });
export const useDeleteOrg = (onSuccess?: () => void) => useActionMutation<{ id: number }>('/org/delete', { invalidate: [orgKeys.all], onSuccess });

export const useUnitPage = (kind: UnitKind, params: PagedParams & { org_id?: number }) => usePagedQuery<UnitRow>(orgKeys.unitList(kind), `/${kind}/pageList`, params);

export const useSaveUnit = (kind: UnitKind, editing: boolean, onSuccess?: () => void) =>
  useActionMutation<UnitInput & { id?: number }>(`/${kind}/${editing ? 'update' : 'add'}`, { invalidate: [orgKeys.units(kind)], onSuccess });
export const useDeleteUnit = (kind: UnitKind) => useActionMutation<{ id: number }>(`/${kind}/delete`, { invalidate: [orgKeys.units(kind)] });

export function usePositionRoles(id: number) {
  return useQuery({
    queryKey: orgKeys.position(id),
    queryFn: ({ signal }) => call<PositionDetail>('/position/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

export const useSetPositionRoles = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; roleIds: number[] }>('/position/roles', { invalidate: [orgKeys.units('position')], onSuccess });
