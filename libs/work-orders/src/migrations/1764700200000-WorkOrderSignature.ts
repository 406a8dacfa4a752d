import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 13 item 11: an order's attachment is a file or an on-screen signature. */
export class WorkOrderSignature1764700200000 implements MigrationInterface {
  name = 'WorkOrderSignature1764700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('work_order_attachment', new TableColumn({ ...col.varchar('kind', 20), default: "'file'" }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('work_order_attachment', 'kind');
  }
}
