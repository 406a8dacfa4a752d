import { useCallback, useMemo } from 'react';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { orgNames, useOrgTree, useRoleOptions } from './identity-options.api';

/** Names of orgs and roles for tables; ids show as numbers when the user may not list orgs or roles. */
export function useIdentityNames() {
  const can = useCan();
  const orgs = useOrgTree(can(Permission.org.list));
  const roles = useRoleOptions(can(Permission.role.list));
  const orgMap = useMemo(() => orgNames(orgs.data), [orgs.data]);
  const roleMap = useMemo(() => new Map((roles.data ?? []).map((role) => [role.id, role.name])), [roles.data]);
  const orgName = useCallback((id: number | null) => (id ? (orgMap.get(id) ?? String(id)) : ''), [orgMap]);
  const roleNames = useCallback((ids: readonly number[]) => ids.map((id) => roleMap.get(id) ?? String(id)).join(', '), [roleMap]);
  return { orgName, roleNames, orgTree: orgs.data ?? [], roles: roles.data, rolesListed: can(Permission.role.list) };
}
