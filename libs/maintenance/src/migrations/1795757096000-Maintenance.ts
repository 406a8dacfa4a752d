import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

const table = (name: string, columns: ReturnType<typeof col.int>[], indices: Array<[string[], boolean?]>): Table =>
  new Table({ name, columns: [...tenantColumns(), ...columns], indices: [tenantIndex(name), ...indices.map(([c, u]) => index(name, c, u))] });

/** Issue 14, first slice: task items and templates, maintenance plans, holidays, generated occurrences. */
export class Maintenance1795757096000 implements MigrationInterface {
  name = 'Maintenance1795757096000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      table(
        'maintenance_task_item',
        [
          col.varchar('name', 100),
          col.varchar('type', 20),
          col.varchar('standard', 500, true),
          col.varchar('method', 500, true),
          col.double('lower_limit'),
          col.double('upper_limit'),
          col.varchar('unit', 20, true),
          col.text('options'),
          col.text('failing_options'),
          col.varchar('meter_quantity', 50, true),
          col.bool('failure_opens_order', false),
        ],
        [[['enterprise_id', 'name']]],
      ),
    );
    await q.createTable(
      table(
        'maintenance_task_template',
        [col.varchar('name', 100), col.int('equipment_type_id', true), col.int('equipment_model_id', true), col.varchar('remark', 500, true), col.int('version')],
        [[['enterprise_id', 'equipment_type_id']]],
      ),
    );
    await q.createTable(
      table('maintenance_task_template_item', [col.int('template_id'), col.int('item_id'), col.int('sort')], [[['template_id', 'sort']], [['enterprise_id', 'item_id']]]),
    );
    await q.createTable(
      table(
        'maintenance_plan',
        [
          col.varchar('name', 100),
          col.varchar('coverage', 20),
          col.text('equipment_ids'),
          col.int('location_id', true),
          col.int('equipment_type_id', true),
          col.int('equipment_model_id', true),
          col.int('task_template_id'),
          col.int('work_order_type_id'),
          col.int('priority'),
          col.int('person_in_charge_id'),
          col.varchar('handler_ids', 1000, true),
          col.int('pool_id', true),
          col.int('duration_hours'),
          col.int('lead_days'),
          col.varchar('start_date', 10),
          col.varchar('end_date', 10, true),
          col.varchar('due_time', 5),
          col.text('triggers', false),
          col.varchar('trigger_mode', 10),
          col.varchar('holiday_rule', 10),
          col.bool('enabled', true),
          col.varchar('last_completed', 10, true),
          col.varchar('generated_through', 10, true),
          col.int('version'),
        ],
        [[['enterprise_id', 'enabled']], [['enterprise_id', 'location_id']]],
      ),
    );
    await q.createTable(table('maintenance_holiday', [col.varchar('date', 10), col.varchar('name', 50, true)], [[['enterprise_id', 'date'], true]]));
    await q.createTable(
      table(
        'maintenance_plan_occurrence',
        [col.int('plan_id'), col.int('equipment_id'), col.varchar('due_date', 10), col.int('work_order_id'), col.int('task_template_id')],
        [[['plan_id', 'equipment_id', 'due_date'], true], [['enterprise_id', 'work_order_id']]],
      ),
    );
    await q.createTable(table('maintenance_generation_claim', [col.varchar('work', 20), col.varchar('holder', 64), col.datetime('until')], [[['enterprise_id', 'work'], true]]));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['maintenance_generation_claim', 'maintenance_plan_occurrence', 'maintenance_holiday', 'maintenance_plan', 'maintenance_task_template_item', 'maintenance_task_template', 'maintenance_task_item']) await q.dropTable(name);
  }
}
