import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** A mail address per user, where mail notifications go (docs/decisions/notifications.md). */
export class IdentityUserMail1795880000000 implements MigrationInterface {
  name = 'IdentityUserMail1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('user', new TableColumn(col.varchar('mail', 100, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('user', 'mail');
  }
}
