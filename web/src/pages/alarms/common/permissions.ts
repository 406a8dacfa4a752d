import { useCallback, useMemo } from 'react';
import type { ButtonProps } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useUserMenu } from '@/api/session.api';

/** The alarm screens' permission codes (libs/contracts/src/permissions/iot.ts). */
export const P = {
  alarm: Permission.alarm,
  alarmRule: Permission.alarmRule,
  delivery: Permission.delivery,
  messageConfig: Permission.messageConfig,
} as const;

export type Can = (code: string) => boolean;

/** The session's permission codes (from /getMenuList); hidden buttons are a courtesy, the server refuses anyway. */
export function useCan(): { can: Can; loaded: boolean } {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  const can = useCallback((code: string) => granted.has(code), [granted]);
  return { can, loaded: Boolean(menu.data) };
}

/** `okButtonProps` of a Modal or Popconfirm carrying a test id. */
export const testIdProps = (testId: string, extra: Record<string, unknown> = {}): ButtonProps =>
  ({ ...extra, 'data-testid': testId }) as ButtonProps;
