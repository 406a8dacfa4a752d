import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** The ledger's old table (created by its first migration), dropped here once copied. */
const OLD = 'import_export_task';
const COMMON = 'id, enterprise_id, create_time, create_user_id, update_time, file_name, status, progress, params, messages, total_rows, done_rows, storage_key, finish_time';

/**
 * The import and export tasks move from the equipment ledger to the files area, for every area's kinds: the old
 * `kind` (import/export) becomes `direction`, the old `business` becomes the registered kind. Every existing task
 * was the ledger's. Rows are copied with their ids, so links to finished exports keep working.
 */
export class FilesTransferTasks1764400000000 implements MigrationInterface {
  name = 'FilesTransferTasks1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'transfer_task',
        columns: [
          ...tenantColumns(),
          col.varchar('direction', 10), col.varchar('kind', 50), col.varchar('file_name', 255), col.int('status'), col.int('progress'), col.text('params'), col.text('messages'),
          col.int('total_rows'), col.int('done_rows'), col.int('failed_rows'), col.varchar('create_user_name', 100, true), col.varchar('storage_key', 255, true), col.datetime('finish_time', true),
        ],
        indices: [tenantIndex('transfer_task'), index('transfer_task', ['enterprise_id', 'direction', 'id']), index('transfer_task', ['enterprise_id', 'create_user_id', 'id'])],
      }),
    );
    if (await q.hasTable(OLD)) {
      await q.query(
        `INSERT INTO transfer_task (${COMMON}, direction, kind, failed_rows) ` +
          `SELECT ${COMMON}, kind, CASE WHEN business = 'equipment' THEN 'equipment.ledger' ELSE business END, 0 FROM ${OLD}`,
      );
      await q.dropTable(OLD);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: OLD,
        columns: [
          ...tenantColumns(),
          col.varchar('kind', 10), col.varchar('business', 50), col.varchar('file_name', 255), col.int('status'), col.int('progress'), col.text('params'), col.text('messages'),
          col.int('total_rows'), col.int('done_rows'), col.varchar('storage_key', 255, true), col.datetime('finish_time', true),
        ],
        indices: [tenantIndex(OLD), index(OLD, ['enterprise_id', 'kind', 'id'])],
      }),
    );
    await q.query(
      `INSERT INTO ${OLD} (${COMMON}, kind, business) ` +
        `SELECT ${COMMON}, direction, CASE WHEN kind = 'equipment.ledger' THEN 'equipment' ELSE kind END FROM transfer_task`,
    );
    await q.dropTable('transfer_task');
  }
}
