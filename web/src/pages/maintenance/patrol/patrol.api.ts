import type {
  MessageKey,
  PatrolPlanRequest,
  PatrolPlanRow,
  PatrolPointRequest,
  PatrolPointRow,
  PatrolPointStatus,
  PatrolResultRow,
  PatrolRouteRequest,
  PatrolRouteRow,
  PatrolTaskDetail,
  PatrolTaskPoint,
  PatrolTaskRow,
  PatrolTaskStatus,
  PatrolLiveMap,
} from '@gengyun/contracts';
import type { Page } from '@gengyun/contracts/paging';
import { OPTIONS_STALE_MS, useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import { fileLink } from '@/api/file-download';

export type { PatrolPlanRow, PatrolPointRow, PatrolResultRow, PatrolRouteRow, PatrolTaskDetail, PatrolTaskPoint, PatrolTaskRow };

export const patrolKeys = {
  points: ['patrolPoint'] as const,
  routes: ['patrolRoute'] as const,
  plans: ['patrolPlan'] as const,
  tasks: ['patrolTask'] as const,
  task: (id: number) => ['patrolTask', 'detail', id] as const,
  mine: ['patrolTask', 'mine'] as const,
  map: ['patrolTask', 'map'] as const,
};

export const TASK_STATUS_LABELS: Record<PatrolTaskStatus, MessageKey> = {
  pending: 'maintenance.patrol.status.pending',
  inProgress: 'maintenance.patrol.status.inProgress',
  done: 'maintenance.patrol.status.done',
  missed: 'maintenance.patrol.status.missed',
};
export const POINT_STATUS_LABELS: Record<PatrolPointStatus, MessageKey> = {
  pending: 'maintenance.patrol.pointStatus.pending',
  checkedIn: 'maintenance.patrol.pointStatus.checkedIn',
  done: 'maintenance.patrol.pointStatus.done',
  missed: 'maintenance.patrol.pointStatus.missed',
};
export const TASK_STATUS_COLOURS: Record<PatrolTaskStatus, string> = { pending: 'default', inProgress: 'processing', done: 'success', missed: 'error' };

export type PointInput = PatrolPointRequest;
export type RouteInput = PatrolRouteRequest;
export type PatrolPlanInput = PatrolPlanRequest;

export const pointInput = (row: PatrolPointRow): PointInput => ({
  name: row.name,
  location_id: row.location_id,
  equipment_id: row.equipment_id,
  qr_content: row.qr_content,
  nfc_tag_id: row.nfc_tag_id,
  latitude: row.latitude,
  longitude: row.longitude,
  range_m: row.range_m,
  window_start: row.window_start,
  window_end: row.window_end,
  task_template_id: row.task_template_id,
  allow_manual_check_in: row.allow_manual_check_in,
  enabled: row.enabled,
});

export const usePointPage = (params: PagedParams) => usePagedQuery<PatrolPointRow>(patrolKeys.points, '/patrolPoint/pageList', params);
/** Every point (up to 100), for the route form's picker and the names on routes and maps. */
export const usePointOptions = () =>
  useCallQuery<Page<PatrolPointRow>>([...patrolKeys.points, 'options'], '/patrolPoint/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });
export const useSavePoint = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/patrolPoint/add', { invalidate: [patrolKeys.points], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/patrolPoint/update', { invalidate: [patrolKeys.points], onSuccess }),
});
export const useDeletePoint = () => useActionMutation<{ id: number }>('/patrolPoint/delete', { invalidate: [patrolKeys.points] });
export const pointQrLink = (id: number): string => fileLink('/showPatrolPointQRCode', { id });

export const useRoutePage = (params: PagedParams) => usePagedQuery<PatrolRouteRow>(patrolKeys.routes, '/patrolRoute/pageList', params);
export const useRouteOptions = () =>
  useCallQuery<Page<PatrolRouteRow>>([...patrolKeys.routes, 'options'], '/patrolRoute/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });
export const useSaveRoute = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/patrolRoute/add', { invalidate: [patrolKeys.routes], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/patrolRoute/update', { invalidate: [patrolKeys.routes], onSuccess }),
});

export const usePatrolPlanPage = (params: PagedParams) => usePagedQuery<PatrolPlanRow>(patrolKeys.plans, '/patrolPlan/pageList', params);
export const useSavePatrolPlan = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/patrolPlan/add', { invalidate: [patrolKeys.plans], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/patrolPlan/update', { invalidate: [patrolKeys.plans], onSuccess }),
});
export const useGenerateTasks = () => useActionMutation<undefined, { created: number }>('/patrolPlan/generate', { invalidate: [patrolKeys.tasks] });

export const useTaskPage = (params: PagedParams) => usePagedQuery<PatrolTaskRow>(patrolKeys.tasks, '/patrolTask/pageList', params);
export const useTaskDetail = (id: number) => useCallQuery<PatrolTaskDetail>(patrolKeys.task(id), '/patrolTask/detail', { id }, { enabled: id > 0 });
export const useMyTasks = () => useCallQuery<PatrolTaskRow[]>(patrolKeys.mine, '/patrolTask/mine');
/** The supervisor's live map of today (read again on each progress push: its key is under the tasks'). */
export const useLiveMap = () => useCallQuery<PatrolLiveMap>(patrolKeys.map, '/patrolTask/map', {});
