import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { dataSourceOptions } from './data-source';

/** Applies pending migrations; returns the names it ran. */
export async function runMigrations(config: Pick<AppConfig, 'db'>): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
