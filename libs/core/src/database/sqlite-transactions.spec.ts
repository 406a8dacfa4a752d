import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

describe('SQLite transactions', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource(dataSourceOptions({ db: { url: 'sqlite::memory:', type: 'sqlite', logging: false } }));
    await db.initialize();
    await db.query('CREATE TABLE t (n integer)');
  });
  afterAll(() => db.destroy());

  it('queues concurrent transactions instead of colliding, and rolls back the one that fails', async () => {
    const work = (n: number, fail = false) =>
      db.transaction(async (m) => {
        await m.query('INSERT INTO t (n) VALUES (?)', [n]);
        await new Promise((r) => setTimeout(r, 5));
        if (fail) throw new Error('boom');
        await m.query('INSERT INTO t (n) VALUES (?)', [n + 100]);
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = (await db.query('SELECT n FROM t ORDER BY n')) as Array<{ n: number }>;
    expect(rows.map((r) => r.n)).toEqual([1, 3, 101, 103]);
  });

  it('runs a nested transaction inside its parent', async () => {
    await db.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        await inner.query('INSERT INTO t (n) VALUES (?)', [7]);
      });
    });
    expect(await db.query('SELECT n FROM t WHERE n = 7')).toHaveLength(1);
  });
});
