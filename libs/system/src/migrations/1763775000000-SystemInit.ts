import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** System area: configuration, enterprise profile, error log, notices and user messages. */
export class SystemInit1763775000000 implements MigrationInterface {
  name = 'SystemInit1763775000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'system_config',
        columns: [...tenantColumns(), col.varchar('config_key', 100), col.text('config_value', false), col.varchar('value_type', 10), col.varchar('config_group', 50)],
        indices: [tenantIndex('system_config'), index('system_config', ['enterprise_id', 'config_key'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'enterprise_info',
        columns: [
          ...tenantColumns(),
          col.varchar('name', 100),
          col.int('logo_file_id', true),
          col.varchar('address', 255, true),
          col.varchar('contact', 50, true),
          col.varchar('phone', 30, true),
          col.varchar('email', 100, true),
        ],
        indices: [tenantIndex('enterprise_info'), new TableIndex({ name: 'UQ_enterprise_info_enterprise', columnNames: ['enterprise_id'], isUnique: true })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'error_log',
        columns: [
          col.id(),
          col.datetime('create_time'),
          col.varchar('request_id', 64),
          col.varchar('method', 10),
          col.varchar('url', 500),
          col.int('user_id', true),
          col.varchar('user_name', 100, true),
          col.int('enterprise_id', true),
          col.varchar('message', 1000),
          col.text('stack'),
        ],
        indices: [index('error_log', ['enterprise_id', 'create_time'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'notice',
        columns: [
          ...tenantColumns(),
          col.varchar('title', 200),
          col.text('content', false),
          col.varchar('type', 20),
          col.varchar('status', 20),
          col.datetime('publish_time', true),
          col.varchar('target_type', 10),
          col.varchar('target_role_ids', 1000, true),
        ],
        indices: [tenantIndex('notice')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_message',
        columns: [
          ...tenantColumns(),
          col.int('user_id'),
          col.int('notice_id', true),
          col.varchar('title', 200),
          col.text('content'),
          col.bool('is_read', false),
          col.datetime('read_time', true),
        ],
        indices: [tenantIndex('user_message'), index('user_message', ['enterprise_id', 'user_id', 'is_read']), index('user_message', ['notice_id'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['user_message', 'notice', 'error_log', 'enterprise_info', 'system_config']) await q.dropTable(table);
  }
}
