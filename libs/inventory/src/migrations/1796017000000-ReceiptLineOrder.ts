import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index } from '@gengyun/core';

/** Issue 15 item 5: a pending receipt's line names the recorded order it announces, so the goods count once as on order. */
export class ReceiptLineOrder1796017000000 implements MigrationInterface {
  name = 'ReceiptLineOrder1796017000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('inventory_receipt_line', new TableColumn(col.int('order_id', true)));
    await q.createIndex('inventory_receipt_line', index('inventory_receipt_line', ['enterprise_id', 'order_id']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('inventory_receipt_line', index('inventory_receipt_line', ['enterprise_id', 'order_id']));
    await q.dropColumn('inventory_receipt_line', 'order_id');
  }
}
