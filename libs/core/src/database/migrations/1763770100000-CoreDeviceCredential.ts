import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '../migration.helpers';

export class CoreDeviceCredential1763770100000 implements MigrationInterface {
  name = 'CoreDeviceCredential1763770100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'device_credential',
        columns: [
          ...tenantColumns(),
          col.varchar('username', 64),
          col.varchar('password_hash', 64),
          col.varchar('topic', 200),
          col.varchar('meter_code', 64),
          col.bool('enabled', true),
        ],
        indices: [tenantIndex('device_credential'), index('device_credential', ['username'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('device_credential');
  }
}
