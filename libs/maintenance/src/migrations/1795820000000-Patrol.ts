import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

const table = (name: string, columns: TableColumnOptions[], unique: string[][] = [], plain: string[][] = []): Table =>
  new Table({ name, columns: [...tenantColumns(), ...columns], indices: [tenantIndex(name), ...unique.map((c) => index(name, c, true)), ...plain.map((c) => index(name, c))] });

/** Issue 14 item 5: inspection points, routes, route plans, patrol tasks with their points, results and repair orders. */
export class Patrol1795820000000 implements MigrationInterface {
  name = 'Patrol1795820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      table(
        'patrol_point',
        [
          col.varchar('name', 100),
          col.int('location_id'),
          col.int('equipment_id', true),
          col.int('equipment_type_id', true),
          col.varchar('qr_content', 200),
          col.varchar('nfc_tag_id', 100, true),
          { ...col.double('latitude'), isNullable: false },
          { ...col.double('longitude'), isNullable: false },
          col.int('range_m'),
          col.varchar('window_start', 5, true),
          col.varchar('window_end', 5, true),
          col.int('task_template_id'),
          col.bool('allow_manual_check_in', false),
          col.bool('enabled', true),
          col.int('version'),
        ],
        [['enterprise_id', 'qr_content'], ['enterprise_id', 'nfc_tag_id']],
        [['enterprise_id', 'location_id']],
      ),
    );
    await q.createTable(
      table('patrol_route', [col.varchar('name', 100), col.int('location_id', true), col.int('equipment_type_id', true), col.int('tolerance_minutes'), col.varchar('remark', 500, true), col.int('version')]),
    );
    await q.createTable(
      table('patrol_route_point', [col.int('route_id'), col.int('point_id'), col.int('position'), col.int('offset_minutes')], [['route_id', 'point_id']], [['enterprise_id', 'point_id']]),
    );
    await q.createTable(
      table(
        'patrol_plan',
        [
          col.varchar('name', 100),
          col.int('route_id'),
          col.int('location_id', true),
          col.int('equipment_type_id', true),
          col.int('person_in_charge_id'),
          col.int('assignee_id', true),
          col.int('pool_id', true),
          col.int('work_order_type_id'),
          col.varchar('start_date', 10),
          col.varchar('end_date', 10, true),
          col.varchar('due_time', 5),
          col.int('duration_minutes'),
          col.text('triggers', false),
          col.varchar('trigger_mode', 10),
          col.varchar('holiday_rule', 10),
          col.bool('enabled', true),
          col.varchar('generated_through', 10, true),
          col.int('version'),
        ],
        [],
        [['enterprise_id', 'enabled']],
      ),
    );
    await q.createTable(
      table(
        'patrol_task',
        [
          col.int('plan_id'),
          col.int('route_id'),
          col.varchar('name', 100),
          col.varchar('due_date', 10),
          col.datetime('start_time'),
          col.datetime('end_time'),
          col.int('location_id', true),
          col.int('equipment_type_id', true),
          col.int('person_in_charge_id'),
          col.int('assignee_id', true),
          col.int('pool_id', true),
          col.int('work_order_type_id'),
          col.varchar('status', 20),
          col.bool('late', false),
          col.bool('late_notified', false),
          col.datetime('completed_time', true),
        ],
        [['plan_id', 'due_date']],
        [['enterprise_id', 'due_date'], ['status', 'end_time']],
      ),
    );
    await q.createTable(
      table(
        'patrol_task_point',
        [
          col.int('task_id'),
          col.int('point_id'),
          col.int('position'),
          col.datetime('expected_time'),
          col.datetime('late_after'),
          col.varchar('status', 20),
          col.bool('late', false),
          col.datetime('checked_in_time', true),
          col.int('checked_in_by', true),
          col.varchar('check_in_method', 10, true),
          col.double('check_in_latitude'),
          col.double('check_in_longitude'),
          col.double('distance_m'),
        ],
        [['task_id', 'point_id']],
        [['status', 'late_after']],
      ),
    );
    await q.createTable(
      table(
        'patrol_result',
        [
          col.int('task_id'),
          col.int('task_point_id'),
          col.int('point_id'),
          col.int('location_id', true),
          col.int('equipment_type_id', true),
          col.int('item_id'),
          col.int('position'),
          col.varchar('name', 100),
          col.varchar('type', 20),
          col.varchar('standard', 500, true),
          col.double('lower_limit'),
          col.double('upper_limit'),
          col.varchar('unit', 20, true),
          col.text('options'),
          col.text('failing_options'),
          col.bool('failure_opens_order', false),
          col.text('value'),
          { name: 'failed', type: 'boolean', isNullable: true },
          col.int('recorded_by', true),
          col.datetime('recorded_time', true),
        ],
        [['task_point_id', 'item_id']],
        [['enterprise_id', 'point_id']],
      ),
    );
    await q.createTable(table('patrol_repair', [col.int('result_id'), col.int('work_order_id')], [['result_id']]));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['patrol_repair', 'patrol_result', 'patrol_task_point', 'patrol_task', 'patrol_plan', 'patrol_route_point', 'patrol_route', 'patrol_point']) await q.dropTable(name);
  }
}
