import type { UserRow, WorkOrderDetail, WorkOrderRow, WorkOrderTypeRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

/** Rows the work-order pages' tests answer with (test-only). */
export const orderRow = (id: number, status: WorkOrderRow['status'], extra: Partial<WorkOrderRow> = {}): WorkOrderRow => ({
  ...TENANT_COLUMNS,
  id,
  code: `WO20260101-000${id}`,
  title: `Pump leak ${id}`,
  type_id: 3,
  type_name: 'Repair',
  status,
  pool_id: null,
  priority: 3,
  equipment_id: null,
  location_id: null,
  description: 'Water on the floor',
  due_time: '2026-01-02T00:00:00.000Z',
  response_deadline: null,
  person_in_charge_id: 7,
  person_in_charge_name: 'Wang Wu',
  handler_ids: [8],
  handler_names: ['Li Si'],
  fee: null,
  parts_cost: '0.00',
  source: 'manual',
  source_id: null,
  parent_id: null,
  custom_fields: {},
  version: 3,
  accepted_time: null,
  started_time: null,
  finished_time: null,
  ended_time: null,
  evaluation_score: null,
  evaluation_comment: null,
  suspended_time: null,
  overdue_time: null,
  late_time: null,
  sla: null,
  ...extra,
});

export const orderDetail = (id: number, status: WorkOrderRow['status'], actions: WorkOrderDetail['actions'], extra: Partial<WorkOrderRow> = {}): WorkOrderDetail => ({
  ...orderRow(id, status, extra),
  actions,
  timeline: [
    { id: 11, create_time: '2026-01-01T00:00:00.000Z', user_id: 7, user_name: 'Wang Wu', action: 'create', from_status: null, to_status: 'toAssign', note: null, changes: [] },
    { id: 12, create_time: '2026-01-01T01:00:00.000Z', user_id: 7, user_name: 'Wang Wu', action: 'assign', from_status: 'toAssign', to_status: 'toAccept', note: 'urgent', changes: [] },
  ],
});

export const repairType: WorkOrderTypeRow = {
  ...TENANT_COLUMNS,
  id: 3,
  code: 'REPAIR',
  name: 'Repair',
  default_pool_id: null,
  enabled: true,
  show_fee: true,
  show_labour_cost: true,
  show_parts_cost: true,
  sort: 0,
  remark: null,
  levels: [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 30, completion_minutes: 240 })),
  fields: [
    { field_id: 21, code: 'serial', name: 'Serial', data_type: 'text', option_key: null, required: true, hidden: false, options: null, sort: 0 },
    { field_id: 22, code: 'secret', name: 'Internal code', data_type: 'text', option_key: null, required: false, hidden: true, options: null, sort: 1 },
    { field_id: 23, code: 'part', name: 'Part', data_type: 'select', option_key: 'parts', required: false, hidden: false, options: ['seal', 'valve'], sort: 2 },
  ],
};

const user = (id: number, name: string): UserRow => ({ id, name, account: name.toLowerCase().replace(' ', '') }) as UserRow;
/** The enterprise's users; the session's user (id 1) is "Admin". */
export const users = { rows: [user(1, 'Admin'), user(7, 'Wang Wu'), user(8, 'Li Si'), user(9, 'Zhao Liu')], total: 4 };
