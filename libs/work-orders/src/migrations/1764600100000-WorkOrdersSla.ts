import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/**
 * Issue 13 item 7: an order remembers when it was suspended (its deadlines stand still until it resumes), when the
 * sweep marked it overdue and when the sweep found its work late. Item 12: the kinds of work-order messages each user
 * turned off.
 */
export class WorkOrdersSla1764600100000 implements MigrationInterface {
  name = 'WorkOrdersSla1764600100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('work_order', [
      new TableColumn(col.datetime('suspended_time', true)),
      new TableColumn(col.datetime('overdue_time', true)),
      new TableColumn(col.datetime('late_time', true)),
    ]);
    await q.createTable(
      new Table({
        name: 'work_order_notice_preference',
        columns: [...tenantColumns(), col.int('user_id'), col.varchar('disabled', 200)],
        indices: [tenantIndex('work_order_notice_preference'), index('work_order_notice_preference', ['enterprise_id', 'user_id'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_order_notice_preference');
    await q.dropColumn('work_order', 'late_time');
    await q.dropColumn('work_order', 'overdue_time');
    await q.dropColumn('work_order', 'suspended_time');
  }
}
