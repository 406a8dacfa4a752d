import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Segmented, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, Permission, WORK_ORDER_TODO_KINDS, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable, detailLink, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { workOrderColumns } from '../order/columns';
import { WorkOrderDetailDrawer } from '../order/WorkOrderDetailDrawer';
import type { WorkOrderRow } from '../order/work-order.api';
import { TodoActionButton } from './TodoActionButton';
import { TodoCards } from './TodoCards';
import { useNarrowScreen } from './use-narrow-screen';
import { useTodoPage, type WorkOrderTodoKind, type WorkOrderTodoRow } from './todo.api';

const ALL = 'all';
const kindLabel = (kind: WorkOrderTodoKind): MessageKey => `workOrder.todo.kinds.${kind}`;
const isKind = (value: string | null): value is WorkOrderTodoKind =>
  WORK_ORDER_TODO_KINDS.includes(value as WorkOrderTodoKind);

/**
 * /gengyun/todo/task/list: the orders waiting for the caller (docs/decisions/work-orders-screens.md) — to accept, to
 * work on, to grab from their pools, to review or evaluate — with grab, accept and start in the row, the handler page
 * for the work itself, and the detail drawer (its action bar) for the rest. Cards on phones. Live.
 */
export function TodoListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const initialKind = query.get('kind');
  const [kind, setKind] = useState<WorkOrderTodoKind | undefined>(
    isKind(initialKind) ? initialKind : undefined,
  );
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = useTodoPage({ ...paging, keyword: keyword || undefined, kind });
  const [viewing, setViewing] = useState<WorkOrderRow | null>(null);
  const narrow = useNarrowScreen();
  useLiveWorkOrders();

  const columns = [
    ...(workOrderColumns(setViewing) as unknown as DataColumn<WorkOrderTodoRow>[]).slice(0, 2),
    textColumn<WorkOrderTodoRow>({
      key: 'todo',
      titleKey: 'workOrder.todo.kind',
      width: 140,
      format: (value) => t(kindLabel(value as WorkOrderTodoKind)),
    }),
    ...(workOrderColumns(setViewing) as unknown as DataColumn<WorkOrderTodoRow>[]).slice(2),
  ];

  return (
    <Card title={t('menu.work.todo')} data-testid="work-order-todo-page">
      <Segmented<string>
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={kind ?? ALL}
        onChange={(value) => {
          setKind(isKind(value) ? value : undefined);
          setPaging((current) => ({ ...current, pageNumber: 1 }));
        }}
        options={[
          { value: ALL, label: t('workOrder.todo.all') },
          ...WORK_ORDER_TODO_KINDS.map((k) => ({ value: k, label: t(kindLabel(k)) })),
        ]}
        data-testid="todo-kind"
      />
      <SearchBar
        keyword={keyword}
        placeholderKey="workOrder.list.keyword"
        onSearch={(next) => {
          setKeyword(next);
          setPaging((current) => ({ ...current, pageNumber: 1 }));
        }}
        onReset={() => setKeyword(undefined)}
      />
      {narrow ? (
        <TodoCards
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          pageNumber={paging.pageNumber}
          pageSize={paging.pageSize}
          onPage={(pageNumber, pageSize) => setPaging({ pageNumber, pageSize })}
          onDetail={setViewing}
        />
      ) : (
        <DataTable<WorkOrderTodoRow>
          columns={columns}
          rows={list.data?.rows ?? []}
          loading={list.isFetching && !list.data}
          actions={(row) => (
            <Space size={4}>
              <TodoActionButton row={row} />
              {can(Permission.workOrder.handle) && (row.todo === 'work' || row.todo === 'accept') && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(detailLink('work/order/handler', row.id))}
                  data-testid={`todo-handle-${row.id}`}
                >
                  {t('workOrder.todo.handle')}
                </Button>
              )}
              <Button
                type="link"
                size="small"
                onClick={() => setViewing(row)}
                data-testid={`todo-detail-${row.id}`}
              >
                {t('workOrder.list.detail')}
              </Button>
            </Space>
          )}
          paging={{
            pageNumber: paging.pageNumber,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
          }}
          tableProps={{
            onRow: (row) =>
              ({ 'data-testid': `todo-row-${row.id}`, 'data-kind': row.todo }) as HTMLAttributes<HTMLElement>,
          }}
        />
      )}
      {viewing && <WorkOrderDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
