import { EXPORT_TASK_BUSINESS_NO, JobStatus, type TaskDetail, type TaskDirection, type TaskKinds, type TaskMessage, type TaskPageRequest, type TaskRow } from '@gengyun/contracts';
import { useCallQuery, usePagedQuery, OPTIONS_STALE_MS } from '@/api/hooks';
import { links, openLink } from '@/api/file-download';
import type { StatusOptions } from '@/components/StatusTag';

export type { TaskDetail, TaskDirection, TaskMessage, TaskRow };

export const taskKeys = {
  all: ['transferTask'] as const,
  list: (direction: TaskDirection) => [...taskKeys.all, direction, 'list'] as const,
  detail: (direction: TaskDirection, id: number) => [...taskKeys.all, direction, 'detail', id] as const,
  kinds: (direction: TaskDirection) => [...taskKeys.all, direction, 'kinds'] as const,
};

/** The centre's search: the request shape, as the search helper keeps it. */
export type TaskParams = Omit<TaskPageRequest, 'pageNumber' | 'pageSize' | 'keyword'> & { pageNumber: number; pageSize: number; keyword: string };

export const useTaskPage = (direction: TaskDirection, params: TaskParams) =>
  usePagedQuery<TaskRow>(taskKeys.list(direction), `/${direction}/pageList`, params, { noLoading: true });

export const useTaskDetail = (direction: TaskDirection, id: number | null) =>
  useCallQuery<TaskDetail>(taskKeys.detail(direction, id ?? 0), `/${direction}/detail`, { id }, { enabled: id !== null, noLoading: true });

export const useTaskKinds = (direction: TaskDirection) => useCallQuery<TaskKinds>(taskKeys.kinds(direction), `/${direction}/kinds`, {}, { staleTime: OPTIONS_STALE_MS });

/** Finished one way or the other: nothing more will change. */
export const isTaskOver = (task: Pick<TaskRow, 'status'> | undefined): boolean => task?.status === JobStatus.done || task?.status === JobStatus.failed;

/** Progress of the bar: 100 when done, the server's figure otherwise. */
export const taskPercent = (task: Pick<TaskRow, 'status' | 'progress'> | undefined): number =>
  !task ? 0 : task.status === JobStatus.done ? 100 : Math.max(0, Math.min(100, Math.round(Number(task.progress) || 0)));

export const TASK_STATES: StatusOptions = {
  [JobStatus.waiting]: { labelKey: 'files.transfer.state.0', color: 'default' },
  [JobStatus.running]: { labelKey: 'files.transfer.state.1', color: 'processing' },
  [JobStatus.done]: { labelKey: 'files.transfer.state.2', color: 'success' },
  [JobStatus.failed]: { labelKey: 'files.transfer.state.3', color: 'error' },
};

/** A finished export's file: GET /exportFile?id=<task id>&business_no=exportTask&token. */
export const downloadTaskFile = (id: number): void => openLink(links.exportFile(id, EXPORT_TASK_BUSINESS_NO), '');

/** `import-12` (the `job.progress` push's id) → the task it is about. */
export function pushedTask(id: string): { direction: TaskDirection; id: number } | null {
  const match = /^(import|export)-(\d+)$/.exec(id);
  return match ? { direction: match[1] as TaskDirection, id: Number(match[2]) } : null;
}
