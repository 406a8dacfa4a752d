import { migrationTimestamp, orderedMigrations } from '@gengyun/core';
import { AREA_MIGRATIONS } from '../../apps/api/src/areas';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';

describe(`migrations (${testDbKind()})`, () => {
  it('have unique names, each ending in a 13-digit timestamp, applied in timestamp order', () => {
    const migrations = orderedMigrations(AREA_MIGRATIONS);
    const names = migrations.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const m of migrations) expect(m.name).toMatch(/^[A-Z]\w*\d{13}$/);
    const stamps = migrations.map(migrationTimestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  describe('after all migrations on a blank database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('the schema has no pending changes against the entities', async () => {
      const pending = await t.db.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });

    it('every entity the app loads has its table', async () => {
      const runner = t.db.createQueryRunner();
      try {
        for (const meta of t.db.entityMetadatas) expect(await runner.hasTable(meta.tableName)).toBe(true);
      } finally {
        await runner.release();
      }
    });
  });
});
