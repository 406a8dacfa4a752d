import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 14: checklist results per item on generated orders, and the repair order a failed item opened. */
export class CheckResults1795760904000 implements MigrationInterface {
  name = 'CheckResults1795760904000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'maintenance_check_result',
        columns: [
          ...tenantColumns(),
          col.int('work_order_id'),
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
        indices: [tenantIndex('maintenance_check_result'), index('maintenance_check_result', ['work_order_id', 'item_id'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'maintenance_check_repair',
        columns: [...tenantColumns(), col.int('result_id'), col.int('work_order_id')],
        indices: [tenantIndex('maintenance_check_repair'), index('maintenance_check_repair', ['result_id'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('maintenance_check_repair');
    await q.dropTable('maintenance_check_result');
  }
}
