import type { MigrationInterface } from 'typeorm';
import { coreMigrations } from './core';
import { identityMigrations } from './identity';
import { i18nMigrations } from './i18n';
import { dictionaryMigrations } from './dictionary';
import { filesMigrations } from './files';
import { systemMigrations } from './system';
import { equipmentMigrations } from './equipment';
import { iotMigrations } from './iot';

type MigrationClass = new () => MigrationInterface;

/** `1763770000000` from `CoreAuditLog1763770000000`. */
export const migrationTimestamp = (m: MigrationClass): number => Number(/(\d{13})$/.exec(m.name)?.[1] ?? NaN);

/**
 * Every migration, ordered by its timestamp. Each area keeps its own folder (`<epoch ms>-<Area><Change>.ts`);
 * an architecture test checks the names are unique and carry a timestamp.
 */
export const migrations: MigrationClass[] = [
  ...coreMigrations,
  ...identityMigrations,
  ...i18nMigrations,
  ...dictionaryMigrations,
  ...filesMigrations,
  ...systemMigrations,
  ...equipmentMigrations,
  ...iotMigrations,
].sort((a, b) => migrationTimestamp(a) - migrationTimestamp(b));
