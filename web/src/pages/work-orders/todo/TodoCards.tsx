import type { ReactElement } from 'react';
import { Button, Card, Flex, Pagination, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { detailLink, formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { WORK_ORDER_STATUS_TAGS } from '../order/status-tags';
import type { WorkOrderRow } from '../order/work-order.api';
import { TodoActionButton } from './TodoActionButton';
import type { WorkOrderTodoKind, WorkOrderTodoRow } from './todo.api';

export interface TodoCardsProps {
  rows: readonly WorkOrderTodoRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
  onPage: (pageNumber: number, pageSize: number) => void;
  onDetail: (row: WorkOrderRow) => void;
}

const kindLabel = (kind: WorkOrderTodoKind): MessageKey => `workOrder.todo.kinds.${kind}`;

/** The to-dos on a phone: one card each, its action and "handle" as large full-width buttons. */
export function TodoCards({ rows, total, pageNumber, pageSize, onPage, onDetail }: TodoCardsProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  // The handler page serves the handler's own work and the pool's orders to grab (its bottom button grabs).
  const handles = (row: WorkOrderTodoRow): boolean => can(Permission.workOrder.handle) && (row.todo === 'work' || row.todo === 'accept' || row.todo === 'grab');
  if (!rows.length) return <EmptyState />;
  return (
    <Flex vertical gap={12} style={{ width: '100%', minWidth: 0 }} data-testid="todo-cards">
      {rows.map((row) => (
        <Card key={row.id} size="small" data-testid={`todo-card-${row.id}`} data-kind={row.todo}>
          {handles(row) ? (
            <Typography.Link strong style={{ overflowWrap: 'anywhere' }} onClick={() => void navigate(detailLink('work/order/handler', row.id))} data-testid={`todo-open-${row.id}`}>
              {row.title}
            </Typography.Link>
          ) : (
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Typography.Text>
          )}
          <Flex gap={8} wrap align="center" style={{ margin: '4px 0 8px' }}>
            <Typography.Link onClick={() => onDetail(row)}>{row.code}</Typography.Link>
            <StatusTag value={row.status} options={WORK_ORDER_STATUS_TAGS} />
            <Typography.Text type="secondary">{t(kindLabel(row.todo))}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">
            {t('workOrder.fields.dueTime')}: {formatDate(row.due_time)}
          </Typography.Text>
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            <TodoActionButton row={row} large />
            {handles(row) && (
              <Button size="large" block onClick={() => void navigate(detailLink('work/order/handler', row.id))} data-testid={`todo-handle-${row.id}`}>
                {t('workOrder.todo.handle')}
              </Button>
            )}
          </Flex>
        </Card>
      ))}
      <Pagination simple current={pageNumber} pageSize={pageSize} total={total} onChange={onPage} />
    </Flex>
  );
}
