import { DataSource } from 'typeorm';
import { ReadingWriter, type IngestItem } from '../../libs/iot/src/reading/reading-writer';
import { RollupSettings } from '../../libs/iot/src/reading/rollup-settings';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, deriveRollups, startAppOn } from './ingest-support';

jest.setTimeout(60_000);

/** Lets the first arrivals of a round wait for each other (at most `ms`); later arrivals pass at once. */
function barrier(parties: number, ms: number): { arrive(): Promise<void> } {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    arrive: () => {
      if (++arrived >= parties) open();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      return Promise.race([opened, late]).finally(() => clearTimeout(timer));
    },
  };
}

type Insert = (m: unknown, part: unknown[]) => Promise<string[]>;

/**
 * Two ingest workers get the same (meter, ts) at the same moment (a redelivery lands on the other member of the
 * shared subscription). Both transactions are made to be open before either inserts, so on MariaDB the second
 * insert meets the first's row locks, waits, and then ignores those rows: it must not add the overlap to the
 * roll-ups a second time. On MariaDB the writers use two connection pools (two workers); on SQLite (one process,
 * one connection) the second transaction queues behind the first.
 */
describe(`two writers with overlapping batches count each reading once in roll-ups (${testDbKind()})`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let other: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    t = await startAppOn(db.url);
    other = testDbKind() === 'mariadb' ? await new DataSource(t.db.options).initialize() : t.db;
  });
  afterAll(async () => {
    if (other && other !== t?.db) await other.destroy();
    await t?.close();
    await db.drop();
  });

  it('meter_reading and the minute/hour/day roll-ups hold exactly the distinct readings', async () => {
    const { admin } = await newEnterprise(t);
    const meters: Array<{ id: number; code: string }> = [];
    for (const code of ['PW-D1', 'PW-D2', 'PW-D3']) {
      const { meter } = await addMeter(t, admin.token, { meter_code: code, name: code, meter_type: 'power' });
      meters.push({ id: meter.id, code });
    }
    const settings = new RollupSettings(t.config);
    const writers = [new ReadingWriter(t.db, settings), new ReadingWriter(other, settings)];
    const runs = [0, 0];
    let round = barrier(2, 0);
    writers.forEach((w, k) => {
      const inner = w as unknown as { insertReadings: Insert; writeOnce: (...args: unknown[]) => unknown };
      const insert = inner.insertReadings.bind(w);
      inner.insertReadings = async (m, part) => {
        await round.arrive();
        return insert(m, part);
      };
      const once = inner.writeOnce.bind(w);
      inner.writeOnce = (...args) => {
        runs[k]++;
        return once(...args);
      };
    });

    const base = Date.UTC(2025, 10, 20, 7, 58);
    const item = (meter: { id: number; code: string }, i: number): IngestItem => ({
      kind: 'reading',
      reading: { meterId: meter.id, enterpriseId: admin.enterpriseId, meterCode: meter.code, meterType: 'power', ts: base + i * 1000, values: { energy: i, voltage: 230 }, scope: {} },
    });
    const range = (from: number, to: number): number[] => [...Array(to - from).keys()].map((i) => from + i);
    const rounds = 4;
    const distinct = new Set<number>();
    for (let r = 0; r < rounds; r++) {
      // Writer 0 takes [200r, 200r+80), writer 1 [200r+40, 200r+120): 40 readings per meter in both batches.
      const first = range(200 * r, 200 * r + 80);
      const second = range(200 * r + 40, 200 * r + 120);
      [...first, ...second].forEach((i) => distinct.add(i));
      round = barrier(2, testDbKind() === 'mariadb' ? 5000 : 200);
      const outcomes = await Promise.all([
        writers[0].write(meters.flatMap((m) => first.map((i) => item(m, i)))),
        writers[1].write(meters.flatMap((m) => second.map((i) => item(m, i)))),
      ]);
      // Each overlapping reading was stored by exactly one of the two.
      expect(outcomes[0].stored.length + outcomes[1].stored.length).toBe(meters.length * 120);
      expect(outcomes[0].duplicates + outcomes[1].duplicates).toBe(meters.length * 40);
    }
    await deriveRollups(t);
    const expectedSum = [...distinct].reduce((a, b) => a + b, 0);
    for (const m of meters) {
      const [raw] = await t.db.query('SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [m.id]);
      expect(Number(raw.n)).toBe(distinct.size);
      const grains: Array<{ grain: string; n: string | number; s: string | number }> = await t.db.query(
        "SELECT grain, SUM(cnt) AS n, SUM(sum_v) AS s FROM meter_rollup WHERE meter_id = ? AND quantity = 'energy' GROUP BY grain ORDER BY grain",
        [m.id],
      );
      expect(grains.map((g) => [g.grain, Number(g.n), Number(g.s)])).toEqual([
        ['d', distinct.size, expectedSum],
        ['h', distinct.size, expectedSum],
        ['m', distinct.size, expectedSum],
      ]);
    }
    // Nothing had to run again: the insert reports what it stored, whichever writer got there first.
    expect(runs[0] + runs[1]).toBe(2 * rounds);
  });
});
