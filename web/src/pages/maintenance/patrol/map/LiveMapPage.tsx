import { useMemo, useState, type ReactElement } from 'react';
import { Card, Col, Empty, Flex, List, Progress, Row, Tag, Typography } from 'antd';
import { LazyMapView } from '@/components/MapView';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { POINT_STATUS_LABELS, TASK_STATUS_COLOURS, TASK_STATUS_LABELS, useLiveMap } from '../patrol.api';
import { percentDone } from '../mobile/route-order';
import { useLivePatrol } from '../task/use-live-patrol';
import { liveMapConfig, liveMarkers } from './live-markers';

const POINT_COLOURS = { pending: 'default', checkedIn: 'processing', done: 'success', missed: 'error' } as const;

/**
 * The supervisor's live map (patrol/map): today's tasks in their scopes, each route's points coloured by state, and
 * where each inspector last checked in; it follows the progress pushes as the task drawer does. A task in the list
 * shows only its route; choosing it again shows all.
 */
export function LiveMapPage(): ReactElement {
  const { t } = useT();
  useLivePatrol();
  const live = useLiveMap();
  const [only, setOnly] = useState<number | null>(null);
  const markers = useMemo(() => (live.data ? liveMarkers(live.data, only) : []), [live.data, only]);
  const config = useMemo(() => liveMapConfig(live.data, only), [live.data, only]);
  const tasks = live.data?.tasks ?? [];
  const lastSeen = new Map((live.data?.inspectors ?? []).map((i) => [i.task_id, i]));
  return (
    <Card title={t('menu.patrol.map')} extra={live.data ? <Typography.Text type="secondary">{live.data.date}</Typography.Text> : null} data-testid="patrol-live-map-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <div style={{ height: 560 }} data-testid="patrol-live-map">
            <LazyMapView config={config} markers={markers} clusterThreshold={1000} style={{ height: '100%' }} />
          </div>
        </Col>
        <Col xs={24} lg={8}>
          {live.isSuccess && !tasks.length ? (
            <Empty description={t('maintenance.patrol.map.none')} />
          ) : (
            <List
              size="small"
              dataSource={tasks}
              renderItem={(task) => {
                const done = task.points.filter((p) => p.status === 'done').length;
                const seen = lastSeen.get(task.id);
                return (
                  <List.Item
                    key={task.id}
                    onClick={() => setOnly((o) => (o === task.id ? null : task.id))}
                    style={{ cursor: 'pointer', background: only === task.id ? 'rgba(22, 119, 255, 0.08)' : undefined }}
                    data-testid={`patrol-live-task-${task.id}`}
                  >
                    <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                      <Flex justify="space-between" gap={8}>
                        <Typography.Text strong ellipsis>{task.name}</Typography.Text>
                        <span>
                          <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(TASK_STATUS_LABELS[task.status])}</Tag>
                          {task.late && <Tag color="warning">{t('maintenance.patrol.late')}</Tag>}
                        </span>
                      </Flex>
                      <Typography.Text type="secondary">{task.assignee_name || t('maintenance.patrol.map.pool')}</Typography.Text>
                      <Progress size="small" percent={percentDone(done, task.points.length)} format={() => `${done}/${task.points.length}`} />
                      <Flex gap={4} wrap>
                        {task.points.map((p) => (
                          <Tag key={p.id} color={POINT_COLOURS[p.status]} data-testid={`patrol-live-point-${task.id}-${p.point_id}`} data-status={p.status}>
                            {`${p.position + 1}. ${p.name} · ${t(POINT_STATUS_LABELS[p.status])}`}
                          </Tag>
                        ))}
                      </Flex>
                      {seen && (
                        <Typography.Text type="secondary" data-testid={`patrol-live-seen-${task.id}`}>
                          {seen.source === 'phone'
                            ? t('maintenance.patrol.map.lastPhone', [seen.name, formatDate(seen.time, 'HH:mm')])
                            : t('maintenance.patrol.map.lastSeen', [seen.name, seen.point_name, formatDate(seen.time, 'HH:mm')])}
                        </Typography.Text>
                      )}
                    </Flex>
                  </List.Item>
                );
              }}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
