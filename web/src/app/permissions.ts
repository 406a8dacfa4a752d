import { useCallback, useMemo } from 'react';
import { useUserMenu } from '@/api/session.api';

/** Whether the session may use a permission code. */
export type Can = (code: string) => boolean;

/**
 * The logged-in user's button permissions, from the menu answer the shell already holds (/getMenuList, fetched
 * once per session; administrators get every code). Buttons the user may not use are hidden as a courtesy: the
 * server refuses the call anyway.
 */
export function useCan(): Can {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  return useCallback((code: string) => granted.has(code), [granted]);
}
