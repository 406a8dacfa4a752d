import { ReadingRetentionService } from '../../libs/iot/src/reading/reading-retention.service';
import { ReadingWriter, type IngestItem } from '../../libs/iot/src/reading/reading-writer';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, countRows, deriveRollups, startAppOn } from './ingest-support';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const partitionName = (dayStart: number): string => `p${new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * Raw retention (90 days) run at a simulated "now" 95 days after the migration: readings of the days before the
 * cutoff go, the later ones stay, roll-ups are kept. MariaDB: the migration partitioned meter_reading by UTC day
 * (p_old, today … today+7, p_future); the sweep must drop the expired partitions (no row deletes) and split the
 * coming days off p_future. SQLite has no partitions: the sweep deletes the expired rows.
 */
describe(`raw reading retention (${testDbKind()})`, () => {
  let db: TestDatabase;
  let t: TestApp;
  const mariadb = testDbKind() === 'mariadb';

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    t = await startAppOn(db.url);
  });
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  const partitions = async (): Promise<string[]> =>
    (
      await t.db.query(
        `SELECT PARTITION_NAME AS name FROM information_schema.PARTITIONS
         WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'meter_reading' AND PARTITION_NAME IS NOT NULL ORDER BY PARTITION_ORDINAL_POSITION`,
      )
    ).map((r: { name: string }) => r.name);

  it('expired days go (whole partitions on MariaDB), later days and every roll-up stay, days ahead are prepared', async () => {
    const { admin } = await newEnterprise(t);
    const { meter } = await addMeter(t, admin.token, { meter_code: 'PW-RET1', name: 'ret', meter_type: 'power' });
    const today = Math.floor(Date.now() / DAY) * DAY;
    const now = today + 95 * DAY + 12 * 3_600_000;
    const cutoff = today + 5 * DAY;
    const oldDays = [-3, 1, 4];
    const keptDays = [5, 7, 20, 94];
    const items: IngestItem[] = [...oldDays, ...keptDays].flatMap((d) =>
      [...Array(6).keys()].map((h) => ({
        kind: 'reading' as const,
        reading: { meterId: meter.id, enterpriseId: admin.enterpriseId, meterCode: 'PW-RET1', meterType: 'power' as const, ts: today + d * DAY + h * 3_600_000, values: { energy: d * 10 + h }, scope: {} },
      })),
    );
    await t.app.get(ReadingWriter).write(items, new Date(today));
    await deriveRollups(t);
    const total = items.length;
    const oldRows = oldDays.length * 6;
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts < ?', [meter.id, cutoff])).toBe(oldRows);
    const rollups = async (): Promise<unknown[]> =>
      (await t.db.query('SELECT grain, COUNT(*) AS buckets, SUM(cnt) AS n, SUM(sum_v) AS s FROM meter_rollup WHERE meter_id = ? GROUP BY grain ORDER BY grain', [meter.id])).map(
        (r: { grain: string; buckets: unknown; n: unknown; s: unknown }) => [r.grain, Number(r.buckets), Number(r.n), Number(r.s)],
      );
    const rollupsBefore = await rollups();
    expect(rollupsBefore).toContainEqual(['d', oldDays.length + keptDays.length, total, items.reduce((a, i) => a + (i.kind === 'reading' ? i.reading.values.energy : 0), 0)]);

    const before = mariadb ? await partitions() : [];
    const expired = ['p_old', ...[0, 1, 2, 3, 4].map((d) => partitionName(today + d * DAY))];
    if (mariadb) expect(before).toEqual([...expired, ...[5, 6, 7].map((d) => partitionName(today + d * DAY)), 'p_future']);

    const result = await t.app.get(ReadingRetentionService).sweep(now);

    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts < ?', [meter.id, cutoff])).toBe(0);
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id])).toBe(total - oldRows);
    expect(await rollups()).toEqual(rollupsBefore);
    if (mariadb) {
      // Dropped as whole partitions, not deleted row by row.
      expect(result).toEqual({ dropped: expired, deleted: 0 });
      const nowDay = Math.floor(now / DAY) * DAY;
      const ahead = [...Array(8).keys()].map((d) => partitionName(nowDay + d * DAY));
      expect(await partitions()).toEqual([...[5, 6, 7].map((d) => partitionName(today + d * DAY)), ...ahead, 'p_future']);
      // The rows that waited in p_future (days 20 and 94) were moved into the first new day's partition.
      const [moved] = await t.db.query(`SELECT COUNT(*) AS n FROM meter_reading PARTITION (${ahead[0]}) WHERE meter_id = ?`, [meter.id]);
      expect(Number(moved.n)).toBe(12);
    } else {
      expect(result).toEqual({ dropped: [], deleted: oldRows });
    }

    // A second sweep the same day finds nothing more to do.
    expect(await t.app.get(ReadingRetentionService).sweep(now)).toEqual({ dropped: [], deleted: 0 });
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id])).toBe(total - oldRows);
  });
});
