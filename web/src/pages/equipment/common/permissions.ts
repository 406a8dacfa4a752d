import { useCallback, useMemo } from 'react';
import type { ButtonProps } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useUserMenu } from '@/api/session.api';

/** The equipment area's permission codes (libs/contracts/src/permissions/equipment.ts) and the file codes it uses. */
export const P = {
  equipment: Permission.equipment,
  type: Permission.equipmentType,
  model: Permission.equipmentModel,
  partner: Permission.partner,
  osah: Permission.osah,
  file: Permission.file,
} as const;

export type Can = (code: string) => boolean;

/** The session's button permissions (from /getMenuList). Hidden buttons are a courtesy: the server refuses anyway. */
export function useCan(): Can {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  return useCallback((code: string) => granted.has(code), [granted]);
}

/** `okButtonProps` of a Modal or Popconfirm carrying a test id. */
export const testIdProps = (testId: string, extra: Record<string, unknown> = {}): ButtonProps => ({ ...extra, 'data-testid': testId }) as ButtonProps;
