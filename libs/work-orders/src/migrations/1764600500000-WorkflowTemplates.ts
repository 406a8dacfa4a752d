import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Workflow templates and their versions; a type's default template; the version an order started on (issue 13 item 5). */
export class WorkflowTemplates1764600500000 implements MigrationInterface {
  name = 'WorkflowTemplates1764600500000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'workflow_template',
        columns: [
          ...tenantColumns(),
          col.varchar('code', 50),
          col.varchar('name', 100),
          col.varchar('description', 500, true),
          col.bool('enabled', true),
          col.int('current_version'),
          col.int('current_version_id'),
        ],
        indices: [tenantIndex('workflow_template'), index('workflow_template', ['enterprise_id', 'code'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'workflow_template_version',
        columns: [...tenantColumns(), col.int('template_id'), col.int('version'), col.text('xml', false), col.text('graph', false), col.int('node_count')],
        indices: [tenantIndex('workflow_template_version'), index('workflow_template_version', ['template_id', 'version'], true)],
      }),
    );
    await q.addColumn('work_order_type', new TableColumn(col.int('default_template_id', true)));
    await q.addColumn('work_order', new TableColumn(col.int('template_version_id', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('work_order', 'template_version_id');
    await q.dropColumn('work_order_type', 'default_template_id');
    await q.dropTable('workflow_template_version');
    await q.dropTable('workflow_template');
  }
}
