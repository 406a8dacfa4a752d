import type { ReactElement } from 'react';
import { Badge } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { useSocketStatus, type SocketStatus } from '@/api/socket';
import { useT } from '@/i18n/t';

const LOOK: Record<SocketStatus, { status: 'success' | 'processing' | 'warning' | 'default'; key: MessageKey }> = {
  connected: { status: 'success', key: 'iot.monitor.live.connected' },
  connecting: { status: 'processing', key: 'iot.monitor.live.connecting' },
  disconnected: { status: 'warning', key: 'iot.monitor.live.reconnecting' },
  idle: { status: 'default', key: 'iot.monitor.live.offline' },
};

/** "Live" / "reconnecting" from the socket's state. */
export function LiveStatus(): ReactElement {
  const { t } = useT();
  const state = useSocketStatus();
  const look = LOOK[state];
  return (
    <span data-testid="live-status" data-state={state}>
      <Badge status={look.status} text={t(look.key)} />
    </span>
  );
}
