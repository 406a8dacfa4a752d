import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 15 item 4: a requisition spanning warehouses is approved per warehouse, so approval is kept per line. */
export class RequisitionLineApproval1795861000000 implements MigrationInterface {
  name = 'RequisitionLineApproval1795861000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('inventory_requisition_line', [new TableColumn(col.int('approved_user_id', true)), new TableColumn(col.datetime('approved_time', true))]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('inventory_requisition_line', 'approved_time');
    await q.dropColumn('inventory_requisition_line', 'approved_user_id');
  }
}
