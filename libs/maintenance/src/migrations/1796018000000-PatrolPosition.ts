import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 14 item 5: a task keeps where its inspector's phone last said it was between check-ins, for the live map. */
export class PatrolPosition1796018000000 implements MigrationInterface {
  name = 'PatrolPosition1796018000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('patrol_task', [
      new TableColumn(col.int('position_user_id', true)),
      new TableColumn(col.double('position_latitude')),
      new TableColumn(col.double('position_longitude')),
      new TableColumn(col.datetime('position_time', true)),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['position_time', 'position_longitude', 'position_latitude', 'position_user_id']) await q.dropColumn('patrol_task', name);
  }
}
