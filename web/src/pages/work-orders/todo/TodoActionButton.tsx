import { useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_ACTION_LABELS, todoAction } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { isStale, useAct } from '../order/actions/actions.api';
import { newRequestId } from '../order/form/order-form.api';
import { workOrderKeys } from '../order/work-order.api';
import type { WorkOrderTodoRow } from './todo.api';

/** The to-do's one-click action in its row or card (grab, accept, start), at the version listed; none for the others. */
export function TodoActionButton({ row, large = false }: { row: WorkOrderTodoRow; large?: boolean }): ReactElement | null {
  const { t } = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const act = useAct();
  const [sending, setSending] = useState(false);
  const action = todoAction(row.todo, row.status);
  if (!action) return null;
  const label = t(WORK_ORDER_ACTION_LABELS[action]);

  const click = (): void => {
    setSending(true);
    act
      .mutateAsync({ id: row.id, version: row.version, action, request_id: newRequestId() })
      .then(() => toast.success(t('workOrder.actionBar.done', [label])))
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : t('common.errors.unknown'));
        if (isStale(error)) void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
      })
      .finally(() => setSending(false));
  };

  return (
    <Button type="primary" size={large ? 'large' : 'small'} block={large} loading={sending} onClick={click} data-testid={`todo-${action}-${row.id}`}>
      {label}
    </Button>
  );
}
