import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 15 item 3: a pending receipt names the day its goods are expected (a day, as stocktakes keep theirs). */
export class ReceiptExpectedDate1795950000000 implements MigrationInterface {
  name = 'ReceiptExpectedDate1795950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('inventory_receipt', new TableColumn(col.varchar('expected_date', 10, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('inventory_receipt', 'expected_date');
  }
}
