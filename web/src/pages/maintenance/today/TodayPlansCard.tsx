import type { ReactElement } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
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
        <section data-testid="home-today-orders">
          <Typography.Title level={5}>{t(data.all_orders ? 'maintenance.today.ordersAll' : 'maintenance.today.ordersMine')}</Typography.Title>
          {data.orders.map((o) => (
            <Flex key={o.id} justify="space-between" align="center" gap={8} style={{ padding: '4px 0' }}>
              <span>
                <Link to={orderViewLink(o.id)} data-testid={`home-today-order-${o.id}`}>
                  {o.code} {o.title}
                </Link>
                {o.due_time && <Typography.Text type="secondary"> · {formatDate(o.due_time)}</Typography.Text>}
              </span>
              <Tag>{t(`workOrder.status.${o.status}` as Parameters<typeof t>[0])}</Tag>
            </Flex>
          ))}
        </section>
      )}
      {!!data?.tasks.length && (
        <section data-testid="home-today-tasks">
          <Typography.Title level={5}>{t(data.all_tasks ? 'maintenance.today.tasksAll' : 'maintenance.today.tasksMine')}</Typography.Title>
          {data.tasks.map((task) => (
            <Flex key={task.id} justify="space-between" align="center" gap={8} style={{ padding: '4px 0' }}>
              <span>
                <Link to={data.all_tasks ? patrolTaskLink(task.id) : `${routePath('patrol/mobile')}?task=${task.id}`} data-testid={`home-today-task-${task.id}`}>
                  {task.name}
                </Link>
                <Typography.Text type="secondary"> · {t('maintenance.today.progress', [task.points_done, task.points_total])}</Typography.Text>
              </span>
              <Tag color={task.late ? 'warning' : undefined}>{t(TASK_STATUS_LABELS[task.status])}</Tag>
            </Flex>
          ))}
        </section>
      )}
    </Card>
  );
}
