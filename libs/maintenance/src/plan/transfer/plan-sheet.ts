import { Permission as P, type MessageKey } from '@gengyun/contracts';
import { column, type SheetSpec } from '../../transfer/sheet';

/** The centre's kind of maintenance plan transfers. */
export const PLAN_TASKS = 'maintenance.plans';

export type MaintenancePlanField =
  | 'name' | 'coverage' | 'equipment' | 'type' | 'model' | 'location' | 'template' | 'orderType' | 'priority' | 'person' | 'handlers' | 'pool'
  | 'duration' | 'lead' | 'startDate' | 'endDate' | 'dueTime' | 'triggers' | 'triggerMode' | 'holidayRule' | 'enabled';

const col = <F extends string>(field: F, title: string) => column(field, `maintenance.transfer.col.${title}` as MessageKey);
const shared = <F extends string>(field: F, title: string) => column(field, `maintenance.patrol.transfer.col.${title}` as MessageKey);

/**
 * Maintenance plans: equipment by asset code and handlers by account (`;`-separated), the type by code, the model by
 * name, the location by code, the template and pool by name, the order type by code, the triggers as the form's JSON
 * (usage triggers too). The export writes these columns, so an export can be edited and imported elsewhere.
 */
export const MAINTENANCE_PLAN_SHEET: SheetSpec<MaintenancePlanField> = {
  kind: PLAN_TASKS,
  label: 'maintenance.transfer.planKind',
  sheet: 'maintenance.transfer.planSheet',
  follow: { import: [P.plan.edit], export: [P.plan.list, P.plan.edit] },
  columns: [
    shared('name', 'name'), col('coverage', 'coverage'), col('equipment', 'equipmentCodes'), col('type', 'typeCode'), col('model', 'modelName'),
    shared('location', 'locationCode'), shared('template', 'template'), shared('orderType', 'orderTypeCode'), col('priority', 'priority'),
    shared('person', 'personAccount'), col('handlers', 'handlerAccounts'), shared('pool', 'pool'), col('duration', 'durationHours'), col('lead', 'leadDays'),
    shared('startDate', 'startDate'), shared('endDate', 'endDate'), shared('dueTime', 'dueTime'), shared('triggers', 'triggers'),
    shared('triggerMode', 'triggerMode'), shared('holidayRule', 'holidayRule'), shared('enabled', 'enabled'),
  ],
};
