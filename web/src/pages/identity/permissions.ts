import { useCallback, useMemo } from 'react';
import { Permission } from '@gengyun/contracts';
import { useUserMenu } from '@/api/session.api';

/** The identity area's permission codes (libs/contracts/src/permissions/identity.ts). */
export const P = { user: Permission.user, role: Permission.role, org: Permission.org } as const;

export type Can = (code: string) => boolean;

/** Whether a permission list grants a code (the session's list from /getMenuList; administrators get every code). */
export const canWith =
  (permissions: readonly string[] | undefined): Can =>
  (code) =>
    Boolean(permissions?.includes(code));

/**
 * The logged-in user's button permissions, from the menu answer the shell already holds (fetched once per
 * session). Buttons the user may not use are hidden; the server refuses the call anyway.
 */
export function useCan(): Can {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  return useCallback((code: string) => granted.has(code), [granted]);
}
