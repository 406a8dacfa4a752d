import { Progress } from 'antd';
import { JobStatus } from '@gengyun/contracts';
import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { TASK_STATES, taskPercent, type TaskRow } from './task.api';

const count = (key: keyof TaskRow, titleKey: string): DataColumn<TaskRow> => textColumn<TaskRow>({ key, titleKey, width: 90 });

/** The centre's columns; who started the task only when every user's tasks are shown. */
export function taskColumns(everyone: boolean): DataColumn<TaskRow>[] {
  return [
    textColumn<TaskRow>({ key: 'kind_name', titleKey: 'files.transfer.kind', width: 130, hideable: false }),
    textColumn<TaskRow>({ key: 'file_name', titleKey: 'files.transfer.fileName', width: 220, align: 'left' }),
    enumColumn<TaskRow>({ key: 'status', titleKey: 'files.transfer.status', width: 100, options: TASK_STATES }),
    textColumn<TaskRow>({
      key: 'progress',
      titleKey: 'files.transfer.progress',
      width: 170,
      ellipsis: false,
      format: (_, row) => (
        <Progress
          size="small"
          percent={taskPercent(row)}
          status={row.status === JobStatus.failed ? 'exception' : row.status === JobStatus.done ? 'success' : 'active'}
          data-testid={`task-progress-${row.id}`}
        />
      ),
    }),
    count('total_rows', 'files.transfer.totalRows'),
    count('done_rows', 'files.transfer.okRows'),
    count('failed_rows', 'files.transfer.failedRows'),
    ...(everyone ? [textColumn<TaskRow>({ key: 'create_user_name', titleKey: 'files.transfer.createUser', width: 120 })] : []),
    dateColumn<TaskRow>({ key: 'create_time', titleKey: 'files.transfer.createTime' }),
    dateColumn<TaskRow>({ key: 'finish_time', titleKey: 'files.transfer.finishTime' }),
  ];
}
