import { useQuery } from '@tanstack/react-query';
import type { OrgNode, Page, RoleRow, UnitRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { OPTIONS_STALE_MS } from '@/api/hooks';

/** Query keys of the identity area; every list and detail key starts with `identity`. */
export const identityKeys = {
  all: ['identity'] as const,
  roleOptions: ['identity', 'role', 'options'] as const,
  orgTree: ['identity', 'org', 'tree'] as const,
  unitOptions: (kind: UnitKind, orgId?: number) => ['identity', kind, 'options', orgId ?? 0] as const,
};

export type UnitKind = 'group' | 'position';
export type { OrgNode, RoleRow, UnitRow };

/** The largest page the server accepts (PAGE_SIZES). */
export const OPTIONS_PAGE_SIZE = 100;

/** Roles of the enterprise for pickers (needs the role list permission). */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: identityKeys.roleOptions,
    queryFn: ({ signal }) => call<Page<RoleRow>>('/role/pageList', { pageNumber: 1, pageSize: OPTIONS_PAGE_SIZE }, { noLoading: true, silent: true, signal }),
    select: (page) => page.rows,
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

export function useOrgTree(enabled = true) {
  return useQuery({
    queryKey: identityKeys.orgTree,
    queryFn: ({ signal }) => call<OrgNode[]>('/org/tree', undefined, { noLoading: true, signal }),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

/** Groups or positions, optionally of one organisation. */
export function useUnitOptions(kind: UnitKind, orgId?: number, enabled = true) {
  return useQuery({
    queryKey: identityKeys.unitOptions(kind, orgId),
    queryFn: ({ signal }) =>
      call<Page<UnitRow>>(`/${kind}/pageList`, { pageNumber: 1, pageSize: OPTIONS_PAGE_SIZE, org_id: orgId }, { noLoading: true, silent: true, signal }),
    select: (page) => page.rows,
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
  disabled?: boolean;
}

/** Org tree → antd TreeSelect data; `exclude` (and its subtree) is disabled, e.g. an org cannot be its own parent. */
export const orgTreeOptions = (nodes: readonly OrgNode[] = [], exclude?: number): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: node.id === exclude,
    children: node.id === exclude ? [] : orgTreeOptions(node.children, exclude),
  }));

/** id → name of every org in the tree. */
export const orgNames = (nodes: readonly OrgNode[] = [], out = new Map<number, string>()): Map<number, string> => {
  for (const node of nodes) {
    out.set(node.id, node.name);
    orgNames(node.children, out);
  }
  return out;
};
