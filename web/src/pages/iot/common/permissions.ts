import { useCallback, useMemo } from 'react';
import { Permission } from '@gengyun/contracts';
import { useUserMenu } from '@/api/session.api';

/** The iot area's permission codes (libs/contracts/src/permissions/iot.ts). */
export const P = {
  meter: Permission.meter,
  deadLetter: Permission.deadLetter,
  monitor: Permission.monitor,
  equipment: Permission.equipment,
} as const;

export type Can = (code: string) => boolean;

/** The session's button permissions (from /getMenuList). Hidden buttons are a courtesy: the server refuses anyway. */
export function useCan(): Can {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  return useCallback((code: string) => granted.has(code), [granted]);
}
