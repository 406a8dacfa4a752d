import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index } from '../migration.helpers';

export class CoreAuditLog1763770000000 implements MigrationInterface {
  name = 'CoreAuditLog1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          col.id(),
          col.int('enterprise_id'),
          col.varchar('business_no', 50),
          col.int('data_id'),
          col.text('remark', false),
          col.int('create_user_id', true),
          col.varchar('create_user_name', 100, true),
          col.datetime('create_time'),
        ],
        indices: [index('audit_log', ['enterprise_id', 'business_no', 'data_id'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log');
  }
}
