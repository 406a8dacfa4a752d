import { useQuery } from '@tanstack/react-query';
import { JobStatus, type RemarkPart, type TaskRow } from '@gengyun/contracts';
import { call } from '@/api/client';

/** A remark part (message key and its `{0}` params), and an import/export task (/importTask/detail, /exportTask/detail). */
export type { RemarkPart, TaskRow };

export const taskKeys = {
  all: ['equipment', 'task'] as const,
  detail: (kind: TaskRow['kind'], id: number) => ['equipment', 'task', kind, id] as const,
};

/** Finished one way or the other: polling stops. */
export const isTaskOver = (task: Pick<TaskRow, 'status'> | undefined): boolean => task?.status === JobStatus.done || task?.status === JobStatus.failed;

/** Progress of the bar: 100 when done, the server's figure otherwise. */
export const taskPercent = (task: Pick<TaskRow, 'status' | 'progress'> | undefined): number =>
  !task ? 0 : task.status === JobStatus.done ? 100 : Math.max(0, Math.min(100, Math.round(Number(task.progress) || 0)));

/** Poll period. No Socket.IO client exists in web/src/api yet, so 'job.progress' is not listened to; the detail is polled. */
export const TASK_POLL_MS = 1000;

/** A task's detail, polled every second until it is over. */
export function useTaskProgress(kind: TaskRow['kind'], id: number | undefined) {
  return useQuery({
    queryKey: taskKeys.detail(kind, id ?? 0),
    queryFn: ({ signal }) => call<TaskRow>(kind === 'import' ? '/importTask/detail' : '/exportTask/detail', { id }, { noLoading: true, signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (isTaskOver(query.state.data) ? false : TASK_POLL_MS),
  });
}
