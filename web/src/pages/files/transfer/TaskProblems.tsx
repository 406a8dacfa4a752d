import type { ReactElement } from 'react';
import { Alert, Drawer, Table } from 'antd';
import { JobStatus, isMessageKey } from '@gengyun/contracts';
import { remarkText } from '@/i18n/remark-text';
import { useT } from '@/i18n/t';
import { useTaskDetail, type TaskDirection, type TaskMessage } from './task.api';

export interface TaskProblemsProps {
  direction: TaskDirection;
  id: number | null;
  onClose: () => void;
}

/**
 * A task's problems, one line each: the sheet's row, the column's title and the message, all in the reader's
 * language whatever the sheet's. A refused import says that nothing was written.
 */
export function TaskProblems({ direction, id, onClose }: TaskProblemsProps): ReactElement {
  const { t } = useT();
  const detail = useTaskDetail(direction, id);
  const task = detail.data;
  const lines = (task?.messages ?? []).map((message, index) => ({ index, message }));
  const columnName = (m: TaskMessage): string => (m.column && isMessageKey(m.column) ? t(m.column) : '');

  return (
    <Drawer open={id !== null} size={720} onClose={onClose} title={task ? t('files.transfer.problemsTitle', [task.file_name]) : ''} data-testid="task-problems">
      {task?.direction === 'import' && task.status === JobStatus.failed && task.failed_rows > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t('files.transfer.nothingWritten')} />
      )}
      <Table
        size="small"
        bordered
        rowKey="index"
        loading={detail.isFetching}
        dataSource={lines}
        pagination={lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { key: 'row', title: t('files.transfer.row'), width: 70, render: (_, line) => line.message.row ?? '' },
          { key: 'column', title: t('files.transfer.column'), width: 140, render: (_, line) => columnName(line.message) },
          { key: 'message', title: t('files.transfer.message'), render: (_, line) => <span data-testid="task-problem">{remarkText(t, [line.message])}</span> },
        ]}
      />
    </Drawer>
  );
}
