import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { messages } from '@gengyun/contracts';
import { dataSourceOptions, orderedMigrations, type AppConfig } from '@gengyun/core';
import { CatalogueSyncService, type TranslationStore } from '@gengyun/i18n';
import { AREA_MIGRATIONS, migrate } from '../../apps/api/src/areas';
import { I18nText } from '../../libs/i18n/src/i18n-text.entity';

// Migrating a blank database takes a suite a second on a quiet machine and up to ten on a busy one (MariaDB runs a
// hundred DDL statements, each with its own fsyncs); a copy of a database migrated once takes a fraction of that.

const root = join(__dirname, '..', '..');

/**
 * A fingerprint of whatever the migrations can read: every library's source (migrations import column helpers and
 * seed lists from beside them) and the area list. An edit anywhere in `libs` makes a new template, built once.
 */
export function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const libs = join(root, 'libs');
  for (const lib of readdirSync(libs).sort()) {
    const src = join(libs, lib, 'src');
    if (!existsSync(src)) continue;
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts')).sort();
    for (const file of files) hash.update(file).update(readFileSync(join(src, file)));
  }
  hash.update(readFileSync(join(root, 'apps', 'api', 'src', 'areas.ts')));
  return hash.digest('hex').slice(0, 16);
}

const sqliteUrl = (path: string): string => `sqlite:${path}`;

/**
 * Migrates a blank database and stores the shipped translations in it, as the first boot would (the catalogue sync
 * inserts some five thousand rows: a good part of every suite's boot on a blank database).
 */
async function buildTemplate(db: AppConfig['db']): Promise<void> {
  await migrate({ db });
  const dataSource = await new DataSource(dataSourceOptions({ db }, [I18nText])).initialize();
  try {
    await new CatalogueSyncService(dataSource, { invalidateAll: () => undefined } as unknown as TranslationStore).sync(messages);
  } finally {
    await dataSource.destroy();
  }
}

/** Copies a SQLite file migrated once per fingerprint (kept in the temporary directory) to `path`. */
export async function copyMigratedSqlite(path: string): Promise<void> {
  const template = join(tmpdir(), `gengyun-template-${schemaFingerprint()}.sqlite`);
  if (!existsSync(template)) {
    // Suites racing here each build their own and rename it into place: any of the copies is as good as another.
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await buildTemplate({ url: sqliteUrl(building), type: 'sqlite', logging: false });
    renameSync(building, template);
    for (const sidecar of ['-wal', '-shm']) rmSync(`${building}${sidecar}`, { force: true });
    removeDayOldSqliteTemplates();
  }
  copyFileSync(template, path);
}

function removeDayOldSqliteTemplates(): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const file of readdirSync(tmpdir()).filter((f) => f.startsWith('gengyun-template-'))) {
    const path = join(tmpdir(), file);
    if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo) rmSync(path, { force: true });
  }
}

const TEMPLATE_PREFIX = 'gengyun_template_';

/** Connections that copy a template's tables side by side: the server creates tables faster several at a time. */
const COPY_CONNECTIONS = 4;

/**
 * Fills the blank MariaDB database `target` with the tables and rows of a database migrated once per fingerprint.
 * `serverUrl` reaches the server (the template is migrated through it and its tables copied over several connections);
 * `connection` is open to the same server.
 */
export async function copyMigratedMariaDb(connection: Connection, serverUrl: string, target: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${schemaFingerprint()}`;
  await ensureMariaDbTemplate(connection, serverUrl, template);
  const [tables] = await connection.query<RowDataPacket[]>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'`, [template]);
  const copies: string[][] = [];
  for (const { name } of tables) {
    const [[created]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
    copies.push([
      String(created['Create Table']).replace(/^CREATE TABLE /, `CREATE TABLE \`${target}\`.`),
      `INSERT INTO \`${target}\`.\`${name}\` SELECT * FROM \`${template}\`.\`${name}\``,
    ]);
  }
  const others = await Promise.all(Array.from({ length: COPY_CONNECTIONS - 1 }, () => createConnection(serverUrl)));
  try {
    await Promise.all(
      [connection, ...others].map(async (c) => {
        // Foreign keys may name a table another connection has not created yet.
        await c.query('SET FOREIGN_KEY_CHECKS = 0');
        for (let copy = copies.shift(); copy; copy = copies.shift()) for (const statement of copy) await c.query(statement);
        await c.query('SET FOREIGN_KEY_CHECKS = 1');
      }),
    );
  } finally {
    await Promise.all(others.map((c) => c.end()));
  }
}

/** Builds the template once across every process on the machine (a server-wide lock), dropping day-old ones. */
async function ensureMariaDbTemplate(connection: Connection, serverUrl: string, template: string): Promise<void> {
  const expected = orderedMigrations(AREA_MIGRATIONS).length;
  await connection.query(`SELECT GET_LOCK('gengyun_test_template', 600)`);
  try {
    if ((await appliedMigrations(connection, template)) === expected) return;
    // Other checkouts on the machine may be using their own templates right now: only day-old ones go.
    const [stale] = await connection.query<RowDataPacket[]>(
      `SELECT table_schema AS name FROM information_schema.tables WHERE table_schema LIKE '${TEMPLATE_PREFIX}%' AND table_name = 'migrations' AND create_time < NOW() - INTERVAL 1 DAY`,
    );
    for (const { name } of [...stale, { name: template }]) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await buildTemplate({ url: `${serverUrl.replace(/^mysql:/, 'mariadb:')}/${template}`, type: 'mariadb', logging: false });
  } finally {
    await connection.query(`SELECT RELEASE_LOCK('gengyun_test_template')`);
  }
}

/** How many migrations the template has applied (0 when it does not exist or is half built). */
async function appliedMigrations(connection: Connection, template: string): Promise<number> {
  const [found] = await connection.query<RowDataPacket[]>(`SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = 'migrations'`, [template]);
  if (!found.length) return 0;
  const [[row]] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${template}\`.migrations`);
  return Number(row.n);
}
