import { useMemo, type ReactElement } from 'react';
import { Descriptions, Drawer, Progress, Skeleton, Table, Tag } from 'antd';
import { ANSWER_FILE_OWNERS } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { AnswerList } from '../../check/AnswerView';
import { POINT_STATUS_LABELS, TASK_STATUS_COLOURS, TASK_STATUS_LABELS, useTaskDetail, type PatrolTaskPoint } from '../patrol.api';
import { RouteMap } from '../route/RouteMap';
import { nextPoint, percentDone } from '../mobile/route-order';

/** A task's progress: its points in order with their check-in and results, and the route on the map. */
export function TaskDrawer({ taskId, onClose }: { taskId: number; onClose: () => void }): ReactElement {
  const { t } = useT();
  const detail = useTaskDetail(taskId);
  const task = detail.data;
  const stops = useMemo(() => {
    const next = task ? nextPoint(task.points) : null;
    return (task?.points ?? []).map((p) => ({ name: p.name, latitude: p.latitude, longitude: p.longitude, status: p.status, next: p.id === next?.id }));
  }, [task]);
  return (
    <Drawer open size={760} title={t('maintenance.patrol.task.detail')} onClose={onClose} data-testid="patrol-task-drawer">
      {!task ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('maintenance.patrol.fields.name')}>{task.name}</Descriptions.Item>
            <Descriptions.Item label={t('maintenance.patrol.fields.status')}>
              <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(TASK_STATUS_LABELS[task.status])}</Tag>
              {task.late && <Tag color="warning">{t('maintenance.patrol.late')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('maintenance.patrol.fields.startTime')}>{formatDate(task.start_time, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label={t('maintenance.patrol.fields.progress')}>
              <Progress percent={percentDone(task.points_done, task.points_total)} format={() => `${task.points_done}/${task.points_total}`} />
            </Descriptions.Item>
          </Descriptions>
          <Table<PatrolTaskPoint>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={task.points}
            expandable={{
              rowExpandable: (p) => p.results.some((r) => r.recorded_time !== null),
              expandedRowRender: (p) => <AnswerList rows={p.results} owner={ANSWER_FILE_OWNERS.patrol} />,
            }}
            onRow={(p) => ({ 'data-testid': `patrol-task-point-${p.point_id}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: '#', width: 40, render: (_v, p) => p.position + 1 },
              { title: t('maintenance.patrol.fields.name'), dataIndex: 'name' },
              { title: t('maintenance.patrol.fields.expected'), render: (_v, p) => formatDate(p.expected_time, 'HH:mm') },
              {
                title: t('maintenance.patrol.fields.status'),
                render: (_v, p) => (
                  <>
                    <Tag>{t(POINT_STATUS_LABELS[p.status])}</Tag>
                    {p.late && <Tag color="warning">{t('maintenance.patrol.late')}</Tag>}
                    {p.results.some((r) => r.failed) && <Tag color="error">{t('maintenance.check.fail')}</Tag>}
                  </>
                ),
              },
              { title: t('maintenance.patrol.fields.checkedIn'), render: (_v, p) => (p.checked_in_time ? formatDate(p.checked_in_time, 'HH:mm') : '') },
              { title: t('maintenance.patrol.fields.method'), render: (_v, p) => (p.check_in_method ? t(`maintenance.patrol.method.${p.check_in_method}`) : '') },
              { title: t('maintenance.patrol.fields.distance'), dataIndex: 'distance_m' },
            ]}
          />
          <div style={{ marginTop: 16 }}>
            <RouteMap stops={stops} height={320} />
          </div>
        </>
      )}
    </Drawer>
  );
}
