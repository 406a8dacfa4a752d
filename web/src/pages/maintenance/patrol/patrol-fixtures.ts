import type { PatrolLiveMap } from '@gengyun/contracts';
import type { PatrolResultRow, PatrolTaskDetail, PatrolTaskPoint, PatrolTaskRow } from './patrol.api';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

export const taskRow = (id: number, extra: Partial<PatrolTaskRow> = {}): PatrolTaskRow => ({
  ...TENANT_COLUMNS,
  id,
  plan_id: 1,
  route_id: 2,
  name: 'Pump house round',
  due_date: '2033-05-01',
  start_time: '2033-05-01T00:00:00.000Z',
  end_time: '2033-05-01T02:00:00.000Z',
  location_id: 3,
  equipment_type_id: null,
  person_in_charge_id: 1,
  assignee_id: 1,
  pool_id: null,
  status: 'pending',
  late: false,
  points_total: 2,
  points_done: 0,
  points_missed: 0,
  ...extra,
});

export const result = (id: number, itemId: number, extra: Partial<PatrolResultRow> = {}): PatrolResultRow => ({
  ...TENANT_COLUMNS,
  id,
  task_id: 7,
  task_point_id: 11,
  point_id: 21,
  item_id: itemId,
  position: id,
  name: itemId === 1 ? 'Seal' : 'Outlet pressure',
  type: itemId === 1 ? 'passFail' : 'number',
  standard: itemId === 1 ? 'No leak' : '0.2–0.4 MPa',
  lower_limit: itemId === 1 ? null : 0.2,
  upper_limit: itemId === 1 ? null : 0.4,
  unit: itemId === 1 ? null : 'MPa',
  options: [],
  failing_options: [],
  failure_opens_order: true,
  value: null,
  failed: null,
  recorded_by: null,
  recorded_time: null,
  repair_order_id: null,
  live_value: null,
  ...extra,
});

export const taskPoint = (id: number, pointId: number, position: number, extra: Partial<PatrolTaskPoint> = {}): PatrolTaskPoint => ({
  id,
  point_id: pointId,
  name: `Point ${pointId}`,
  position,
  location_id: 3,
  equipment_id: null,
  latitude: 31.23 + position / 1000,
  longitude: 121.47,
  range_m: 50,
  expected_time: '2033-05-01T00:00:00.000Z',
  status: 'pending',
  late: false,
  checked_in_time: null,
  checked_in_by: null,
  check_in_method: null,
  distance_m: null,
  results: [],
  ...extra,
});

export const taskDetail = (points: PatrolTaskPoint[], extra: Partial<PatrolTaskRow> = {}): PatrolTaskDetail => ({
  ...taskRow(7, { points_total: points.length, points_done: points.filter((p) => p.status === 'done').length, ...extra }),
  points,
});

const mapPoint = (id: number, position: number, status: 'pending' | 'done' | 'missed' | 'checkedIn') => ({ id, point_id: id + 100, name: `P${id}`, position, latitude: 31 + position / 1000, longitude: 121, status, late: false });
const mapTask = (id: number, points: ReturnType<typeof mapPoint>[]) => ({ id, name: `T${id}`, status: 'inProgress' as const, late: false, start_time: '2033-05-01T00:00:00.000Z', end_time: '2033-05-02T00:00:00.000Z', assignee_id: 5, assignee_name: 'Li', points });
/** Today on the live map: a task half walked (done, missed, next) with its inspector's last check-in, and one not started. */
export const liveMap: PatrolLiveMap = {
  date: '2033-05-01',
  tasks: [mapTask(1, [mapPoint(1, 0, 'done'), mapPoint(2, 1, 'missed'), mapPoint(3, 2, 'pending')]), mapTask(2, [mapPoint(4, 0, 'pending')])],
  inspectors: [{ user_id: 5, name: 'Li', task_id: 1, source: 'checkIn', point_name: 'P1', latitude: 31.0001, longitude: 121.0001, time: '2033-05-01T01:00:00.000Z' }],
};
