import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** A message an area sends may point at what it is about (a work order's page). */
export class UserMessageLink1764700500000 implements MigrationInterface {
  name = 'UserMessageLink1764700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('user_message', new TableColumn(col.varchar('link', 300, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('user_message', 'link');
  }
}
