import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index } from '@gengyun/core';

/** Issue 13 item 6: a node past its time limit is marked once, by the SLA sweep. */
export class WorkflowNodeLate1764700400000 implements MigrationInterface {
  name = 'WorkflowNodeLate1764700400000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('work_order_node', new TableColumn(col.datetime('late_time', true)));
    await q.createIndex('work_order_node', index('work_order_node', ['state', 'due_time']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('work_order_node', index('work_order_node', ['state', 'due_time']));
    await q.dropColumn('work_order_node', 'late_time');
  }
}
