import { useState, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_ACTION_LABELS, type WorkOrderAction } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { workOrderKeys, type WorkOrderDetail } from '../work-order.api';
import { newRequestId } from '../form/order-form.api';
import { ActionDialog } from './ActionDialog';
import { isDanger, isDirect, isStale, useAct } from './actions.api';

export interface ActionBarProps {
  /** The order as the detail answered it: its `actions` are the buttons, its `version` is sent back. */
  order: Pick<WorkOrderDetail, 'id' | 'version' | 'actions'>;
  /** Phones: full-width large buttons, one per line. */
  large?: boolean;
  /** Actions that ask an optional remark before they are sent (the handler's finish on a phone). */
  remark?: readonly WorkOrderAction[];
}

/**
 * The buttons of exactly the actions the detail allows the caller now. Those that ask nothing are sent at once; the
 * others open their dialog. When someone changed the order first, the server's "get the latest data and retry" is
 * shown and the order is read again (its buttons may change).
 */
export function ActionBar({ order, large = false, remark = [] }: ActionBarProps): ReactElement | null {
  const { t } = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const act = useAct();
  const [asking, setAsking] = useState<WorkOrderAction | null>(null);
  const [sending, setSending] = useState<WorkOrderAction | null>(null);
  if (!order.actions.length) return null;

  const reload = (): void => void queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(order.id) });
  const send = async (action: WorkOrderAction, fields: Record<string, unknown>): Promise<void> => {
    try {
      await act.mutateAsync({ request_id: newRequestId(), ...fields, id: order.id, version: order.version, action });
      toast.success(t('workOrder.actionBar.done', [t(WORK_ORDER_ACTION_LABELS[action])]));
    } catch (error) {
      if (!isStale(error)) throw error;
      toast.error((error as Error).message);
      setAsking(null);
      reload();
    }
  };
  const click = (action: WorkOrderAction): void => {
    if (!isDirect(action) || remark.includes(action)) return setAsking(action);
    setSending(action);
    send(action, {})
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : t('common.errors.unknown')))
      .finally(() => setSending(null));
  };

  return (
    <>
      <Space wrap={!large} orientation={large ? 'vertical' : 'horizontal'} style={large ? { width: '100%' } : { marginBottom: 12 }} data-testid="work-order-actions">
        {order.actions.map((action) => (
          <Button
            key={action}
            type={isDanger(action) ? 'default' : 'primary'}
            danger={isDanger(action)}
            size={large ? 'large' : 'middle'}
            block={large}
            loading={sending === action}
            disabled={sending !== null}
            onClick={() => click(action)}
            data-testid={`work-order-action-${action}`}
          >
            {t(WORK_ORDER_ACTION_LABELS[action])}
          </Button>
        ))}
      </Space>
      {asking && <ActionDialog action={asking} remark={remark.includes(asking)} send={(fields) => send(asking, fields)} onClose={() => setAsking(null)} />}
    </>
  );
}
