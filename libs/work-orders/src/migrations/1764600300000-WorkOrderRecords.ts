import { Table, TableColumn, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndex } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/**
 * What a work order records (issue 13 items 1 and 2): the step each file was attached at, labour entries and timers,
 * equipment downtime, the result codes, a type's code lists and hourly rate, and the order's parts cost.
 */
export class WorkOrderRecords1764600300000 implements MigrationInterface {
  name = 'WorkOrderRecords1764600300000';

  async up(q: QueryRunner): Promise<void> {
    const table = (name: string, columns: TableColumnOptions[], indices: TableIndex[] = []) =>
      q.createTable(new Table({ name, columns: [...tenantColumns(), ...columns], indices: [tenantIndex(name), ...indices] }));
    await table('work_order_attachment', [col.int('work_order_id'), col.int('file_id'), col.varchar('step', 20)], [
      index('work_order_attachment', ['work_order_id']),
      index('work_order_attachment', ['file_id'], true),
    ]);
    await table(
      'work_order_labour',
      [
        col.int('work_order_id'),
        col.int('user_id'),
        col.datetime('start_time'),
        col.datetime('end_time', true),
        col.int('minutes'),
        col.varchar('note', 500, true),
        col.varchar('running_key', 40, true),
      ],
      [index('work_order_labour', ['work_order_id', 'user_id']), index('work_order_labour', ['enterprise_id', 'running_key'], true)],
    );
    await table(
      'work_order_downtime',
      [
        col.int('work_order_id'),
        col.int('equipment_id'),
        col.int('location_id', true),
        col.datetime('start_time'),
        col.datetime('end_time', true),
        col.varchar('reason', 20),
        col.varchar('note', 500, true),
      ],
      [index('work_order_downtime', ['work_order_id']), index('work_order_downtime', ['enterprise_id', 'equipment_id'])],
    );
    await table(
      'work_order_result',
      [
        col.int('work_order_id'),
        col.varchar('failure_code', 50, true),
        col.varchar('cause_code', 50, true),
        col.varchar('remedy_code', 50, true),
        col.varchar('note', 500, true),
        col.varchar('user_name', 50),
      ],
      [index('work_order_result', ['work_order_id'], true)],
    );
    await table(
      'work_order_type_record',
      [
        col.int('type_id'),
        col.varchar('failure_list', 50, true),
        col.varchar('cause_list', 50, true),
        col.varchar('remedy_list', 50, true),
        col.bool('codes_required', false),
        col.decimal('labour_rate', 10, 2),
      ],
      [index('work_order_type_record', ['type_id'], true)],
    );
    await q.addColumn('work_order', new TableColumn({ ...col.decimal('parts_cost', 12, 2, false), default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('work_order', 'parts_cost');
    for (const name of ['work_order_type_record', 'work_order_result', 'work_order_downtime', 'work_order_labour', 'work_order_attachment']) await q.dropTable(name);
  }
}
