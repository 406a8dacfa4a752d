import { useCallback, useMemo } from 'react';
import type { ButtonProps } from 'antd';
import { useUserMenu } from '@/api/session.api';

/**
 * Whether the session holds a permission code (from /getMenuList). Buttons the user may not use are hidden;
 * the server refuses the call anyway. Shared by the system, i18n and dictionary pages.
 */
export function useCan(): (code: string) => boolean {
  const menu = useUserMenu();
  const granted = useMemo(() => new Set(menu.data?.permissions ?? []), [menu.data]);
  return useCallback((code: string) => granted.has(code), [granted]);
}

/** `okButtonProps` of a Modal or Popconfirm carrying a test id (antd's type has no data-* keys). */
export const testIdProps = (testId: string, extra: Record<string, unknown> = {}): ButtonProps => ({ ...extra, 'data-testid': testId }) as ButtonProps;
