import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions, MixedList } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { serialiseSqliteTransactions } from './sqlite-transactions';

type EntityList = MixedList<string | (new () => unknown)>;

/**
 * TypeORM options for `sqlite:<path>`, `mysql://user:pass@host:port/db` or `mariadb://…` (same driver; the
 * scheme tells TypeORM how MariaDB reports column defaults). Never `synchronize`.
 */
export function dataSourceOptions(config: Pick<AppConfig, 'db'>, entities: EntityList = []): DataSourceOptions {
  const common = { entities, synchronize: false, logging: config.db.logging, migrationsTransactionMode: 'each' as const };
  if (config.db.type === 'sqlite') {
    serialiseSqliteTransactions();
    const raw = config.db.url.slice('sqlite:'.length);
    const database = raw === ':memory:' ? raw : resolve(raw);
    if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  const url = new URL(config.db.url);
  return {
    ...common,
    type: config.db.type,
    host: url.hostname,
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    extra: { connectionLimit: 20 },
  };
}
