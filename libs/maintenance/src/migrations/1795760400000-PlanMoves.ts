import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 14 item 4: occurrences dragged to another day on the maintenance calendar. */
export class PlanMoves1795760400000 implements MigrationInterface {
  name = 'PlanMoves1795760400000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'maintenance_plan_move',
        columns: [...tenantColumns(), col.int('plan_id'), col.varchar('from_date', 10), col.varchar('to_date', 10)],
        indices: [tenantIndex('maintenance_plan_move'), index('maintenance_plan_move', ['plan_id', 'from_date'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('maintenance_plan_move');
  }
}
