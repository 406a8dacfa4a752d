import { lazy, Suspense, useMemo, type ReactElement } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { ENDED_STATUSES, WORK_ORDER_STATUS_LABELS } from '@gengyun/contracts';
import { useThemeName } from '@/app/session-store';
import { routePath } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { useWorkOrderOverview } from './overview.api';
import { OverviewTile } from './OverviewTile';

const BarChart = lazy(() => import('@/pages/iot/trend/BarChart'));

/**
 * /gengyun/wot: the dispatcher's overview of the orders they may see — open orders, overdue, past due, waiting in their
 * pools, their to-dos (tiles leading to the filtered list or the to-dos) and the counts by status as bars. Live.
 */
export function OverviewPage(): ReactElement {
  const { t } = useT();
  const dark = useThemeName() === 'dark';
  const overview = useWorkOrderOverview();
  useLiveWorkOrders();
  const data = overview.data;
  const open = data?.by_status.filter((s) => !ENDED_STATUSES.includes(s.status)).reduce((sum, s) => sum + s.count, 0);
  const bars = useMemo(() => (data?.by_status ?? []).filter((s) => s.count > 0).map((s) => [t(WORK_ORDER_STATUS_LABELS[s.status]), s.count] as const), [data, t]);
  const list = routePath('work/order/list');
  const todo = routePath('todo/task/list');

  return (
    <Card title={t('menu.work.wot')} data-testid="work-order-overview">
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8} xl={4}>
          <OverviewTile title={t('workOrder.overview.open')} value={open} to={list} testId="overview-open" />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <OverviewTile title={t('workOrder.status.overdue')} value={data?.overdue} to={`${list}?status=overdue`} alert testId="overview-overdue" />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <OverviewTile title={t('workOrder.overview.pastDue')} value={data?.past_due} to={`${list}?past_due=1`} alert testId="overview-past-due" />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <OverviewTile title={t('workOrder.overview.myPool')} value={data?.my_pool} to={`${todo}?kind=grab`} testId="overview-my-pool" />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <OverviewTile title={t('menu.work.todo')} value={data?.my_todo} to={todo} testId="overview-my-todo" />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('workOrder.overview.byStatus')}
      </Typography.Title>
      <div data-testid="overview-by-status">
        {!data ? (
          <Skeleton active />
        ) : bars.length ? (
          <Suspense fallback={<Skeleton active />}>
            <BarChart bars={bars} dark={dark} height={Math.max(160, bars.length * 28 + 24)} />
          </Suspense>
        ) : (
          <EmptyState />
        )}
      </div>
    </Card>
  );
}
