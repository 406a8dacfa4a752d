import { DataSource } from 'typeorm';
import type { MigrationClass } from '../area/area';
import type { AppConfig } from '../config/app.config';
import { dataSourceOptions } from './data-source';
import { coreMigrations } from './migrations';

/** `1763770000000` from `CoreAuditLog1763770000000`. */
export const migrationTimestamp = (m: MigrationClass): number => Number(/(\d{13})$/.exec(m.name)?.[1] ?? NaN);

/** The platform's migrations and the areas', in timestamp order. */
export const orderedMigrations = (areaMigrations: readonly MigrationClass[]): MigrationClass[] =>
  [...coreMigrations, ...areaMigrations].sort((a, b) => migrationTimestamp(a) - migrationTimestamp(b));

/** Applies pending migrations (the platform's and the given areas'); returns the names it ran. */
export async function runMigrations(config: Pick<AppConfig, 'db'>, areaMigrations: readonly MigrationClass[]): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(config), migrations: orderedMigrations(areaMigrations) });
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
