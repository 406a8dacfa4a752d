import { useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@gengyun/contracts';
import { call } from '@/api/client';
import { isTaskOver } from '@/pages/files/transfer/task.api';

/** Poll period of the dialogs while a task runs (the import and export centre follows the live pushes). */
export const TASK_POLL_MS = 1000;

/**
 * A task's detail (POST `path` with its id), polled every second until it is over. The path is the centre's
 * (`/importTask/detail`, `/exportTask/detail`) or an area's own (`/inventory/importTask`).
 */
export function useTaskPoll(path: string, id: number | undefined) {
  return useQuery({
    queryKey: ['taskDialog', path, id ?? 0],
    queryFn: ({ signal }) => call<TaskDetail>(path, { id }, { noLoading: true, signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (isTaskOver(query.state.data) ? false : TASK_POLL_MS),
  });
}
