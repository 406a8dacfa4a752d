import { useQuery } from '@tanstack/react-query';
import type { RemarkPart, TaskDetail } from '@gengyun/contracts';
import { call } from '@/api/client';
import { isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';

/** A remark part (message key and its `{0}` params), and a ledger import/export task (/importTask/detail, /exportTask/detail). */
export type { RemarkPart, TaskDetail as TaskRow };
export { isTaskOver, taskPercent };

export const taskKeys = {
  all: ['equipment', 'task'] as const,
  detail: (direction: TaskDetail['direction'], id: number) => ['equipment', 'task', direction, id] as const,
};

/** Poll period of the dialogs (the import and export centre follows the live pushes). */
export const TASK_POLL_MS = 1000;

/** A task's detail, polled every second until it is over. */
export function useTaskProgress(direction: TaskDetail['direction'], id: number | undefined) {
  return useQuery({
    queryKey: taskKeys.detail(direction, id ?? 0),
    queryFn: ({ signal }) => call<TaskDetail>(direction === 'import' ? '/importTask/detail' : '/exportTask/detail', { id }, { noLoading: true, signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (isTaskOver(query.state.data) ? false : TASK_POLL_MS),
  });
}
