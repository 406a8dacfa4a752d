import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 13 item 6: assignment rules, evaluated in `sort` order when an order is added without handlers. */
export class WorkOrderRules1764700300000 implements MigrationInterface {
  name = 'WorkOrderRules1764700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'work_order_rule',
        columns: [
          ...tenantColumns(),
          col.varchar('name', 100),
          col.bool('enabled', true),
          col.int('sort'),
          col.varchar('type_ids', 1000),
          col.int('location_id', true),
          col.varchar('equipment_type_ids', 1000),
          col.varchar('priorities', 50),
          col.int('pool_id', true),
          col.varchar('handler_ids', 1000),
          col.int('person_in_charge_id', true),
          col.varchar('remark', 500, true),
        ],
        indices: [tenantIndex('work_order_rule'), index('work_order_rule', ['enterprise_id', 'sort'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_order_rule');
  }
}
