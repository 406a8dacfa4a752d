import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 15 item 4: a requisition per work order and its lines (part × place, reserved, issued, returned). */
export class Requisitions1795800000000 implements MigrationInterface {
  name = 'Requisitions1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_requisition',
        columns: [
          ...tenantColumns(),
          col.int('work_order_id'),
          col.varchar('status', 20),
          col.int('version'),
          col.varchar('remark', 500, true),
          col.int('approved_user_id', true),
          col.datetime('approved_time', true),
          col.datetime('issued_time', true),
        ],
        indices: [
          tenantIndex('inventory_requisition'),
          index('inventory_requisition', ['enterprise_id', 'work_order_id'], true),
          index('inventory_requisition', ['enterprise_id', 'status']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_requisition_line',
        columns: [
          ...tenantColumns(),
          col.int('requisition_id'),
          col.int('part_id'),
          col.int('warehouse_id'),
          { ...col.int('bin_id'), default: 0 },
          { ...col.varchar('batch_no', 50), default: "''" },
          col.int('quantity'),
          { ...col.int('reserved'), default: 0 },
          { ...col.int('issued'), default: 0 },
          { ...col.int('returned'), default: 0 },
        ],
        indices: [
          tenantIndex('inventory_requisition_line'),
          index('inventory_requisition_line', ['enterprise_id', 'requisition_id']),
          index('inventory_requisition_line', ['enterprise_id', 'part_id', 'warehouse_id']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_requisition_line');
    await q.dropTable('inventory_requisition');
  }
}
