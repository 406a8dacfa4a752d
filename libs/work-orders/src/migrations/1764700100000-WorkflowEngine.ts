import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 13 items 5 and 6: where each order stands on its template (nodes entered, tasks per handler). */
export class WorkflowEngine1764700100000 implements MigrationInterface {
  name = 'WorkflowEngine1764700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'work_order_node',
        columns: [
          ...tenantColumns(),
          col.int('work_order_id'),
          col.varchar('node_id', 100),
          col.varchar('state', 10),
          col.datetime('entered_time'),
          col.datetime('left_time', true),
          col.datetime('due_time', true),
          col.int('grabbed_by', true),
        ],
        indices: [tenantIndex('work_order_node'), index('work_order_node', ['work_order_id', 'state'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'work_order_node_task',
        columns: [
          ...tenantColumns(),
          col.int('work_order_id'),
          col.int('order_node_id'),
          col.int('user_id'),
          col.int('seq'),
          col.varchar('state', 10),
          col.varchar('note', 500, true),
          col.datetime('decided_time', true),
        ],
        indices: [
          tenantIndex('work_order_node_task'),
          index('work_order_node_task', ['order_node_id', 'user_id'], true),
          index('work_order_node_task', ['work_order_id']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_order_node_task');
    await q.dropTable('work_order_node');
  }
}
