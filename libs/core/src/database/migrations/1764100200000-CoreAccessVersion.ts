import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../migration.helpers';

export class CoreAccessVersion1764100200000 implements MigrationInterface {
  name = 'CoreAccessVersion1764100200000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({ name: 'access_version', columns: [{ ...col.int('enterprise_id'), isPrimary: true }, col.int('version')] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('access_version');
  }
}
