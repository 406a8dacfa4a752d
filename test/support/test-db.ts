import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { copyMigratedMariaDb, copyMigratedSqlite } from './db-template';

/** `TEST_DB=mariadb` runs the suites on MariaDB; otherwise each suite gets its own SQLite file. */
export const testDbKind = (): 'sqlite' | 'mariadb' => (process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite');

const serverUrl = (): string => process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A blank database for one suite (`migrated`: with every migration applied, copied from a template). */
export async function createTestDatabase(kind = testDbKind(), { migrated = false } = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const path = join(mkdtempSync(join(tmpdir(), 'gengyun-test-')), 'test.sqlite');
    if (migrated) await copyMigratedSqlite(path);
    return { url: `sqlite:${path}`, drop: () => Promise.resolve() };
  }
  const name = `gengyun_t${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const connection = await createConnection(serverUrl());
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (migrated) await copyMigratedMariaDb(connection, serverUrl(), name);
  } finally {
    await connection.end();
  }
  return {
    url: `${serverUrl().replace(/^mysql:/, 'mariadb:')}/${name}`,
    drop: async () => {
      const c = await createConnection(serverUrl());
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
