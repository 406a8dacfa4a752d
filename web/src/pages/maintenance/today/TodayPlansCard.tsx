import type { ReactElement } from 'react';
import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { TodayPlans } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { formatDate, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { orderViewLink } from '../../work-orders/order/order-links';
import { TASK_STATUS_LABELS } from '../patrol/patrol.api';
import { patrolTaskLink } from '../equipment/EquipmentPlansTab';

/**
 * The work bench's "today's plans": plan orders due today and today's patrol tasks — the caller's own, or everything in
 * their scope for planners and supervisors — each a link to the order, or to the task (an inspector's to the phone page).
 */
export function TodayPlansCard(): ReactElement {
  const { t } = useT();
  const today = useCallQuery<TodayPlans>(['maintenancePlan', 'today'], '/plan/today', undefined, { silent: true, staleTime: 30_000 });
  const data = today.data;
  const empty = data && !data.orders.length && !data.tasks.length;
  return (
    <Card style={{ marginTop: 12 }} title={t('maintenance.today.title')} loading={today.isFetching && !data} data-testid="home-today-plans">
      {empty && <Typography.Text type="secondary">{t('maintenance.today.empty')}</Typography.Text>}
      {!!data?.orders.length && (
        <List
          size="small"
          header={t(data.all_orders ? 'maintenance.today.ordersAll' : 'maintenance.today.ordersMine')}
          dataSource={data.orders}
          data-testid="home-today-orders"
          renderItem={(o) => (
            <List.Item key={o.id} extra={<Tag>{t(`workOrder.status.${o.status}` as Parameters<typeof t>[0])}</Tag>}>
              <Link to={orderViewLink(o.id)} data-testid={`home-today-order-${o.id}`}>
                {o.code} {o.title}
              </Link>
              {o.due_time && <Typography.Text type="secondary"> · {formatDate(o.due_time)}</Typography.Text>}
            </List.Item>
          )}
        />
      )}
      {!!data?.tasks.length && (
        <List
          size="small"
          header={t(data.all_tasks ? 'maintenance.today.tasksAll' : 'maintenance.today.tasksMine')}
          dataSource={data.tasks}
          data-testid="home-today-tasks"
          renderItem={(task) => (
            <List.Item key={task.id} extra={<Tag color={task.late ? 'warning' : undefined}>{t(TASK_STATUS_LABELS[task.status])}</Tag>}>
              <Link to={data.all_tasks ? patrolTaskLink(task.id) : `${routePath('patrol/mobile')}?task=${task.id}`} data-testid={`home-today-task-${task.id}`}>
                {task.name}
              </Link>
              <Typography.Text type="secondary">
                {' '}
                · {t('maintenance.today.progress', [task.points_done, task.points_total])}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
