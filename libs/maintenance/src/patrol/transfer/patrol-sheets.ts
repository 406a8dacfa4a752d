import { Permission as P, type MessageKey } from '@gengyun/contracts';
import { column, type SheetSpec } from '../../transfer/sheet';

/** The centre's kinds of patrol transfers. */
export const PATROL_POINT_TASKS = 'maintenance.patrolPoints';
export const PATROL_ROUTE_TASKS = 'maintenance.patrolRoutes';
export const PATROL_PLAN_TASKS = 'maintenance.patrolPlans';

export type PointField = 'name' | 'location' | 'equipment' | 'qr' | 'nfc' | 'latitude' | 'longitude' | 'range' | 'windowStart' | 'windowEnd' | 'template' | 'manual' | 'enabled';
export type RouteField = 'name' | 'points' | 'offsets' | 'tolerance' | 'remark';
export type PlanField = 'name' | 'route' | 'person' | 'assignee' | 'pool' | 'orderType' | 'startDate' | 'endDate' | 'dueTime' | 'duration' | 'triggers' | 'triggerMode' | 'holidayRule' | 'enabled';

const col = <F extends string>(field: F, title: string) => column(field, `maintenance.patrol.transfer.col.${title}` as MessageKey);
const FOLLOW = { import: [P.patrol.edit], export: [P.patrol.list] };

/** Points: the export and the import template share these columns, so an export can be edited and imported elsewhere. */
export const POINT_SHEET: SheetSpec<PointField> = {
  kind: PATROL_POINT_TASKS,
  label: 'maintenance.patrol.transfer.pointKind',
  sheet: 'maintenance.patrol.transfer.pointSheet',
  follow: FOLLOW,
  columns: [
    col('name', 'name'), col('location', 'locationCode'), col('equipment', 'equipmentCode'), col('qr', 'qr'), col('nfc', 'nfc'), col('latitude', 'latitude'),
    col('longitude', 'longitude'), col('range', 'range'), col('windowStart', 'windowStart'), col('windowEnd', 'windowEnd'), col('template', 'template'),
    col('manual', 'manual'), col('enabled', 'enabled'),
  ],
};

/** Routes: the points by QR content in walking order, and their expected minutes after the start, both `;`-separated. */
export const ROUTE_SHEET: SheetSpec<RouteField> = {
  kind: PATROL_ROUTE_TASKS,
  label: 'maintenance.patrol.transfer.routeKind',
  sheet: 'maintenance.patrol.transfer.routeSheet',
  follow: FOLLOW,
  columns: [col('name', 'name'), col('points', 'pointQrs'), col('offsets', 'offsets'), col('tolerance', 'tolerance'), col('remark', 'remark')],
};

/** Route plans: the triggers are the plan form's JSON (`[{"kind":"weekly","days":[1,3]}]`). */
export const PLAN_SHEET: SheetSpec<PlanField> = {
  kind: PATROL_PLAN_TASKS,
  label: 'maintenance.patrol.transfer.planKind',
  sheet: 'maintenance.patrol.transfer.planSheet',
  follow: FOLLOW,
  columns: [
    col('name', 'name'), col('route', 'route'), col('person', 'personAccount'), col('assignee', 'assigneeAccount'), col('pool', 'pool'), col('orderType', 'orderTypeCode'),
    col('startDate', 'startDate'), col('endDate', 'endDate'), col('dueTime', 'dueTime'), col('duration', 'duration'), col('triggers', 'triggers'),
    col('triggerMode', 'triggerMode'), col('holidayRule', 'holidayRule'), col('enabled', 'enabled'),
  ],
};
