import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Card, Flex, Progress, Skeleton, Steps, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ANSWER_FILE_OWNERS, type CheckValue, type PatrolSubmitRequest } from '@gengyun/contracts';
import { post, unwrap } from '@/api/client';
import { useActionMutation } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { POINT_STATUS_LABELS, patrolKeys, useTaskDetail, type PatrolTaskDetail } from '../patrol.api';
import { CheckInCard } from './CheckInCard';
import { ChecklistForm } from './ChecklistForm';
import { uploadKept } from '../../offline/kept-files';
import { drain, isOffline, keep, type KeptFile } from './outbox';
import { currentPosition } from './position';
import { usePositionReports } from './position-reports';
import { nextPoint, percentDone } from './route-order';

/** A photo or signature kept offline, uploaded (unbound, the inspector's) for its result. */
const uploadPatrolKept = uploadKept(ANSWER_FILE_OWNERS.patrol);

const STEP_STATUS = { pending: 'wait', checkedIn: 'process', done: 'finish', missed: 'error' } as const;

/** One task on the phone: the route in order, the next point to check in at, its checklist, and submitting it. */
export function TaskWalk({ taskId }: { taskId: number }): ReactElement {
  const { t } = useT();
  const client = useQueryClient();
  const detail = useTaskDetail(taskId);
  const [queued, setQueued] = useState(false);
  const refresh = (data?: PatrolTaskDetail) => {
    if (data) client.setQueryData([...patrolKeys.task(taskId), { id: taskId }], data);
    void client.invalidateQueries({ queryKey: patrolKeys.tasks });
  };
  const checkIn = useActionMutation<Record<string, unknown>, PatrolTaskDetail>('/patrolTask/checkIn', { onSuccess: refresh });
  const submit = useActionMutation<PatrolSubmitRequest & Record<string, unknown>, PatrolTaskDetail>('/patrolTask/submit', { onSuccess: refresh });

  // Results kept while offline go as soon as the phone is back online (and when the page opens).
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  const flush = useCallback(
    () =>
      void drain((entry) => unwrap(post('/patrolTask/submit', entry, { silent: true })), undefined, uploadPatrolKept).then((sent) => {
        if (!sent) return;
        setQueued(false);
        latestRefresh.current();
      }),
    [],
  );
  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [taskId, flush]);
  usePositionReports(taskId, detail.data?.status === 'pending' || detail.data?.status === 'inProgress');

  if (!detail.data) return <Skeleton active />;
  const task = detail.data;
  const next = nextPoint(task.points);
  const doCheckIn = async (label: { qr_content: string } | { nfc_tag_id: string }) => {
    const position = await currentPosition();
    checkIn.mutate({ task_id: taskId, ...label, ...(position ?? {}) });
  };
  const doSubmit = (taskPointId: number, results: Array<{ item_id: number; value: CheckValue }>, files: KeptFile[]) => {
    const body = { task_point_id: taskPointId, results };
    if (files.length) {
      // Photos taken offline go with their answers through the outbox: uploaded first, then the answers, once.
      setQueued(true);
      void keep({ ...body, files }).then(flush);
      return;
    }
    submit.mutate(body, {
      onError: (error) => {
        if (!isOffline(error)) return;
        setQueued(true);
        void keep(body);
      },
    });
  };

  return (
    <Flex vertical gap={12} data-testid="patrol-walk">
      <Card size="small">
        <Typography.Title level={5} style={{ margin: 0 }}>{task.name}</Typography.Title>
        <Progress percent={percentDone(task.points_done, task.points_total)} format={() => `${task.points_done}/${task.points_total}`} data-testid="patrol-progress" />
      </Card>
      {queued && <Alert type="warning" showIcon title={t('maintenance.patrol.mobile.queued')} data-testid="patrol-queued" />}
      {!next && <Alert type="success" showIcon title={t('maintenance.patrol.mobile.allDone')} data-testid="patrol-all-done" />}
      {next?.status === 'pending' && <CheckInCard pointName={next.name} busy={checkIn.isPending} onCheckIn={(label) => void doCheckIn(label)} />}
      {next?.status === 'checkedIn' && (
        <Card size="small" title={`${t('maintenance.patrol.mobile.checklist')}：${next.name}`}>
          <ChecklistForm key={next.id} rows={next.results} busy={submit.isPending} onSubmit={(results, files) => doSubmit(next.id, results, files)} />
        </Card>
      )}
      <Card size="small" title={t('maintenance.patrol.fields.route')}>
        <Steps
          orientation="vertical"
          size="small"
          current={next ? task.points.indexOf(next) : task.points.length}
          items={task.points.map((p) => ({
            title: p.name,
            status: STEP_STATUS[p.status],
            description: (
              <span data-testid={`patrol-point-${p.point_id}`}>
                <Tag>{t(POINT_STATUS_LABELS[p.status])}</Tag>
                {p.late && <Tag color="warning">{t('maintenance.patrol.late')}</Tag>}
                {p.results.filter((r) => r.repair_order_id).map((r) => (
                  <Tag key={r.id} color="error">{`#${r.repair_order_id}`}</Tag>
                ))}
              </span>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
