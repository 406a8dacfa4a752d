import type { MessageKey } from '@gengyun/contracts';

/** The centre's kinds of patrol transfers. */
export const PATROL_POINT_TASKS = 'maintenance.patrolPoints';
export const PATROL_PLAN_TASKS = 'maintenance.patrolPlans';
export type PatrolTransferKind = typeof PATROL_POINT_TASKS | typeof PATROL_PLAN_TASKS;

export type PointField = 'name' | 'location' | 'equipment' | 'qr' | 'nfc' | 'latitude' | 'longitude' | 'range' | 'windowStart' | 'windowEnd' | 'template' | 'manual' | 'enabled';
export type PlanField = 'name' | 'route' | 'person' | 'assignee' | 'pool' | 'orderType' | 'startDate' | 'endDate' | 'dueTime' | 'duration' | 'triggers' | 'triggerMode' | 'holidayRule' | 'enabled';

/** One column of a sheet: the field it fills and its title (a message key, so the header and the errors are in the reader's language). */
export interface SheetColumn<F extends string> {
  field: F;
  title: MessageKey;
}

export interface SheetSpec<F extends string> {
  kind: PatrolTransferKind;
  sheet: MessageKey;
  columns: ReadonlyArray<SheetColumn<F>>;
}

const col = <F extends string>(field: F, title: string): SheetColumn<F> => ({ field, title: `maintenance.patrol.transfer.col.${title}` as MessageKey });

/** Points: the export and the import template share these columns, so an export can be edited and imported elsewhere. */
export const POINT_SHEET: SheetSpec<PointField> = {
  kind: PATROL_POINT_TASKS,
  sheet: 'maintenance.patrol.transfer.pointSheet',
  columns: [
    col('name', 'name'), col('location', 'locationCode'), col('equipment', 'equipmentCode'), col('qr', 'qr'), col('nfc', 'nfc'), col('latitude', 'latitude'),
    col('longitude', 'longitude'), col('range', 'range'), col('windowStart', 'windowStart'), col('windowEnd', 'windowEnd'), col('template', 'template'),
    col('manual', 'manual'), col('enabled', 'enabled'),
  ],
};

/** Route plans: the triggers are the plan form's JSON (`[{"kind":"weekly","days":[1,3]}]`). */
export const PLAN_SHEET: SheetSpec<PlanField> = {
  kind: PATROL_PLAN_TASKS,
  sheet: 'maintenance.patrol.transfer.planSheet',
  columns: [
    col('name', 'name'), col('route', 'route'), col('person', 'personAccount'), col('assignee', 'assigneeAccount'), col('pool', 'pool'), col('orderType', 'orderTypeCode'),
    col('startDate', 'startDate'), col('endDate', 'endDate'), col('dueTime', 'dueTime'), col('duration', 'duration'), col('triggers', 'triggers'),
    col('triggerMode', 'triggerMode'), col('holidayRule', 'holidayRule'), col('enabled', 'enabled'),
  ],
};
