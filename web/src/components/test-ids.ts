import type { ButtonProps } from 'antd';

/** `okButtonProps` of a Modal or Popconfirm carrying a test id (antd's type has no data-* keys). */
export const testIdProps = (testId: string, extra: Record<string, unknown> = {}): ButtonProps => ({ ...extra, 'data-testid': testId }) as ButtonProps;
