import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '@gengyun/core';
import { AREA_MIGRATIONS } from '../../../apps/api/src/areas';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../support/test-db';

describe(`moving the ledger's tasks to the files area (${testDbKind()})`, () => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  it('keeps every task with its id, as a task of the ledger kind', async () => {
    database = await createTestDatabase();
    const config = { db: { url: database.url, type: testDbKind() === 'sqlite' ? ('sqlite' as const) : ('mariadb' as const), logging: false } };
    await runMigrations(config, AREA_MIGRATIONS.filter((m) => m.name !== 'FilesTransferTasks1764400000000'));
    const db = new DataSource(dataSourceOptions(config));
    await db.initialize();
    try {
      const now = '2025-01-02 03:04:05';
      await db.query(
        'INSERT INTO import_export_task (id, enterprise_id, create_time, create_user_id, update_time, kind, business, file_name, status, progress, params, messages, total_rows, done_rows, storage_key, finish_time) VALUES (?, 3, ?, 7, ?, ?, ?, ?, 2, 100, NULL, ?, 5, 5, ?, ?)',
        [41, now, now, 'export', 'equipment', '设备台账.xlsx', '[]', '3/exports/a.xlsx', now],
      );
      expect(await runMigrations(config, AREA_MIGRATIONS)).toEqual(['FilesTransferTasks1764400000000']);
      const rows = await db.query('SELECT id, enterprise_id, create_user_id, direction, kind, file_name, status, total_rows, done_rows, failed_rows, storage_key FROM transfer_task');
      expect(rows.map((r: Record<string, unknown>) => ({ ...r, id: Number(r.id), enterprise_id: Number(r.enterprise_id), create_user_id: Number(r.create_user_id), status: Number(r.status), total_rows: Number(r.total_rows), done_rows: Number(r.done_rows), failed_rows: Number(r.failed_rows) }))).toEqual([
        { id: 41, enterprise_id: 3, create_user_id: 7, direction: 'export', kind: 'equipment.ledger', file_name: '设备台账.xlsx', status: 2, total_rows: 5, done_rows: 5, failed_rows: 0, storage_key: '3/exports/a.xlsx' },
      ]);
      expect(await db.createQueryRunner().hasTable('import_export_task')).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
