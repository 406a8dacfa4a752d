import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Mail and SMS other areas send people through the enterprise's channels (docs/decisions/notifications.md). */
export class AlarmsChannelDeliveries1795880100000 implements MigrationInterface {
  name = 'AlarmsChannelDeliveries1795880100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'channel_delivery',
        columns: [
          ...tenantColumns(),
          col.varchar('channel', 10),
          col.int('user_id'),
          col.varchar('recipient', 200),
          col.varchar('topic', 100),
          col.varchar('template', 100),
          col.varchar('subject', 200),
          col.text('body', false),
          col.varchar('status', 10),
          col.int('attempts'),
          col.varchar('last_error', 500, true),
          col.datetime('sent_time', true),
        ],
        indices: [tenantIndex('channel_delivery'), index('channel_delivery', ['enterprise_id', 'create_time']), index('channel_delivery', ['status', 'update_time'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('channel_delivery');
  }
}
