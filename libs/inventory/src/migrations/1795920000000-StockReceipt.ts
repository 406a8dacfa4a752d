import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 15 item 3: pending receipts (stock-in "in progress"), their lines counted as on order until confirmed. */
export class StockReceipt1795920000000 implements MigrationInterface {
  name = 'StockReceipt1795920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_receipt',
        columns: [
          ...tenantColumns(),
          col.int('warehouse_id'),
          col.int('supplier_id', true),
          col.varchar('document_type', 20),
          col.int('document_id', true),
          col.varchar('reason', 500, true),
          col.varchar('status', 20),
          { ...col.int('version'), default: 1 },
          col.varchar('document_no', 40, true),
        ],
        indices: [tenantIndex('inventory_receipt'), index('inventory_receipt', ['enterprise_id', 'warehouse_id', 'status'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_receipt_line',
        columns: [
          ...tenantColumns(),
          col.int('receipt_id'),
          col.int('part_id'),
          col.int('warehouse_id'),
          col.int('bin_id', true),
          col.varchar('batch_no', 50, true),
          col.int('quantity'),
          col.decimal('unit_price', 14, 2, false),
        ],
        indices: [
          tenantIndex('inventory_receipt_line'),
          index('inventory_receipt_line', ['enterprise_id', 'receipt_id']),
          index('inventory_receipt_line', ['enterprise_id', 'part_id', 'warehouse_id']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_receipt_line');
    await q.dropTable('inventory_receipt');
  }
}
