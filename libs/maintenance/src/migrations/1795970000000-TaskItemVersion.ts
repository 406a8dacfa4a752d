import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Check items gain a version, so two editors (or an import beside the form) cannot overwrite each other's edit unseen. */
export class TaskItemVersion1795970000000 implements MigrationInterface {
  name = 'TaskItemVersion1795970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('maintenance_task_item', new TableColumn({ ...col.int('version'), default: 1 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('maintenance_task_item', 'version');
  }
}
