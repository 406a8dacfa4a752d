import type { ReactElement } from 'react';
import { Button, Card, ConfigProvider, Empty, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';

import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, useMyTasks } from '../patrol.api';
import { percentDone } from './route-order';
import { TaskWalk } from './TaskWalk';

/** Fingers, not pointers: large controls are at least 48 px high, as on the work-order handler page. */
const FIELD_THEME = { components: { Button: { controlHeightLG: 48 }, Input: { controlHeightLG: 48 }, InputNumber: { controlHeightLG: 48 } } };

/** /gengyun/patrol/mobile: my patrol tasks today, and (`?task=`) walking one — phone first, 390 px wide. */
export function PatrolMobilePage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const taskId = Number(query.get('task')) || 0;
  return (
    <ConfigProvider theme={FIELD_THEME}>
      <div style={{ maxWidth: 640, margin: '0 auto', width: '100%' }} data-testid="patrol-mobile">
        {taskId ? (
          <Flex vertical gap={12}>
            <Button size="large" block onClick={() => void navigate(routePath('patrol/mobile'))} data-testid="patrol-back">
              {t('maintenance.patrol.mobile.back')}
            </Button>
            <TaskWalk taskId={taskId} />
          </Flex>
        ) : (
          <MyTasks onOpen={(id) => void navigate(`${routePath('patrol/mobile')}?task=${id}`)} />
        )}
      </div>
    </ConfigProvider>
  );
}

function MyTasks({ onOpen }: { onOpen: (id: number) => void }): ReactElement {
  const { t } = useT();
  const mine = useMyTasks();
  if (!mine.data) return <Skeleton active />;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t('maintenance.patrol.mobile.today')}</Typography.Title>
      {!mine.data.length && <Empty description={t('maintenance.patrol.mobile.none')} />}
      {mine.data.map((task) => (
        <Card key={task.id} size="small" hoverable onClick={() => onOpen(task.id)} data-testid={`patrol-task-${task.id}`}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong ellipsis>{task.name}</Typography.Text>
            <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(TASK_STATUS_LABELS[task.status])}</Tag>
          </Flex>
          <Typography.Text type="secondary">{formatDate(task.start_time, 'YYYY-MM-DD HH:mm')}</Typography.Text>
          <Progress percent={percentDone(task.points_done, task.points_total)} format={() => `${task.points_done}/${task.points_total}`} />
        </Card>
      ))}
    </Flex>
  );
}
