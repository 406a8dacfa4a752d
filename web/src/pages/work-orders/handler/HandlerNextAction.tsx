import type { ReactElement } from 'react';
import { theme } from 'antd';
import { ActionBar } from '../order/actions/ActionBar';
import type { WorkOrderDetail } from '../order/work-order.api';
import { nextAction } from './next-action';

/**
 * The step the handler needs now as one large primary button kept at the bottom of the screen (grab, accept, start,
 * resume, or finish with an optional remark), sent through the action bar's rules (version, request id, reload on
 * a stale version).
 */
export function HandlerNextAction({ order }: { order: Pick<WorkOrderDetail, 'id' | 'version' | 'actions'> }): ReactElement | null {
  const { token } = theme.useToken();
  const action = nextAction(order.actions);
  if (!action) return null;
  return (
    <div
      style={{ position: 'sticky', bottom: 0, zIndex: 2, width: '100%', maxWidth: 640, margin: '12px auto 0', padding: '8px 0', background: token.colorBgLayout }}
      data-testid="handler-next"
    >
      <ActionBar order={{ id: order.id, version: order.version, actions: [action] }} large remark={['finish']} />
    </div>
  );
}
