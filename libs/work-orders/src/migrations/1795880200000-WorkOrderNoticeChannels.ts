import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Work-order messages by mail and SMS too, each user choosing per kind (docs/decisions/notifications.md). */
export class WorkOrderNoticeChannels1795880200000 implements MigrationInterface {
  name = 'WorkOrderNoticeChannels1795880200000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('work_order_notice_preference', [
      new TableColumn({ ...col.varchar('mail_disabled', 200), default: "''" }),
      new TableColumn({ ...col.varchar('sms_enabled', 200), default: "''" }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['sms_enabled', 'mail_disabled']) await q.dropColumn('work_order_notice_preference', name);
  }
}
