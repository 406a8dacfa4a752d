import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 15 item 5: orders placed for a warehouse, their open quantities counted as on order. */
export class PartOrder1796016000000 implements MigrationInterface {
  name = 'PartOrder1796016000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_part_order',
        columns: [
          ...tenantColumns(),
          col.int('part_id'),
          col.int('warehouse_id'),
          col.int('supplier_id', true),
          col.int('quantity'),
          { ...col.int('received'), default: 0 },
          col.varchar('expected_date', 10, true),
          col.varchar('remark', 500, true),
          col.varchar('status', 20),
          { ...col.int('version'), default: 1 },
        ],
        indices: [tenantIndex('inventory_part_order'), index('inventory_part_order', ['enterprise_id', 'part_id', 'warehouse_id', 'status'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_part_order');
  }
}
