import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndex } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Work orders (issue 13, first part): types with levels and fields, pools, orders, handlers, timeline, numbers, request ids. */
export class WorkOrders1764500000000 implements MigrationInterface {
  name = 'WorkOrders1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const table = (name: string, columns: TableColumnOptions[], indices: TableIndex[] = []) =>
      q.createTable(new Table({ name, columns: [...tenantColumns(), ...columns], indices: [tenantIndex(name), ...indices] }));
    await table(
      'work_order_type',
      [
        col.varchar('code', 50),
        col.varchar('name', 100),
        col.int('default_pool_id', true),
        col.bool('enabled', true),
        col.bool('show_fee', true),
        col.bool('show_labour_cost', true),
        col.bool('show_parts_cost', true),
        col.int('sort'),
        col.varchar('remark', 500, true),
      ],
      [index('work_order_type', ['enterprise_id', 'code'], true)],
    );
    await table(
      'work_order_type_level',
      [col.int('type_id'), col.int('level'), col.int('response_minutes'), col.int('completion_minutes')],
      [index('work_order_type_level', ['type_id', 'level'], true)],
    );
    await table(
      'work_order_type_field',
      [col.int('type_id'), col.int('field_id'), col.bool('required', false), col.bool('hidden', false), col.varchar('options', 2000, true), col.int('sort')],
      [index('work_order_type_field', ['type_id', 'field_id'], true)],
    );
    await table('work_order_pool', [col.varchar('name', 100), col.varchar('remark', 500, true)]);
    await table('work_order_pool_member', [col.int('pool_id'), col.int('user_id')], [
      index('work_order_pool_member', ['pool_id', 'user_id'], true),
      index('work_order_pool_member', ['enterprise_id', 'user_id']),
    ]);
    await table(
      'work_order',
      [
        col.varchar('code', 30),
        col.varchar('title', 100),
        col.int('type_id'),
        col.varchar('status', 30),
        col.int('pool_id', true),
        col.int('priority'),
        col.int('equipment_id', true),
        col.int('location_id', true),
        col.text('description'),
        col.datetime('due_time', true),
        col.datetime('response_deadline', true),
        col.int('person_in_charge_id'),
        col.decimal('fee', 12, 2),
        col.varchar('source', 20),
        col.int('source_id', true),
        col.int('parent_id', true),
        col.text('custom_fields'),
        col.int('version'),
        col.datetime('accepted_time', true),
        col.datetime('started_time', true),
        col.datetime('finished_time', true),
        col.datetime('ended_time', true),
        col.int('evaluation_score', true),
        col.varchar('evaluation_comment', 500, true),
      ],
      [
        index('work_order', ['enterprise_id', 'code'], true),
        index('work_order', ['enterprise_id', 'status']),
        index('work_order', ['enterprise_id', 'type_id']),
        index('work_order', ['enterprise_id', 'location_id']),
        index('work_order', ['enterprise_id', 'person_in_charge_id']),
        index('work_order', ['enterprise_id', 'parent_id']),
      ],
    );
    await table('work_order_handler', [col.int('work_order_id'), col.int('user_id')], [
      index('work_order_handler', ['work_order_id', 'user_id'], true),
      index('work_order_handler', ['enterprise_id', 'user_id']),
    ]);
    await table('work_order_sequence', [col.varchar('day', 8), col.int('value')], [index('work_order_sequence', ['enterprise_id', 'day'], true)]);
    await table('work_order_request', [col.varchar('request_id', 64)], [index('work_order_request', ['enterprise_id', 'request_id'], true)]);
    await table(
      'work_order_timeline',
      [
        col.int('work_order_id'),
        col.varchar('user_name', 50),
        col.varchar('action', 20),
        col.varchar('from_status', 30, true),
        col.varchar('to_status', 30),
        col.varchar('note', 500, true),
        col.varchar('changes', 1000, true),
      ],
      [index('work_order_timeline', ['work_order_id', 'id'])],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of [
      'work_order_timeline',
      'work_order_request',
      'work_order_sequence',
      'work_order_handler',
      'work_order',
      'work_order_pool_member',
      'work_order_pool',
      'work_order_type_field',
      'work_order_type_level',
      'work_order_type',
    ]) {
      await q.dropTable(name);
    }
  }
}
