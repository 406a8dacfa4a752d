import { seedDemo } from '../../../apps/api/src/seed';
import { startDemoTestApp, type DemoTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

/** The demo enterprise's stocktake: the site store's count under way, one line counted one short; seeding twice adds none. */
describe(`inventory demo stocktake (${testDbKind()})`, () => {
  let t: DemoTestApp;
  let enterpriseId: number;
  beforeAll(async () => {
    t = await startDemoTestApp();
    enterpriseId = t.demo.enterpriseId;
  }, 180_000);
  afterAll(() => t?.close());

  const rows = (sql: string) => t.db.query(sql) as Promise<Array<Record<string, unknown>>>;

  it('has a started count of the site store with its frozen lines and a shortfall counted', async () => {
    const counts = await rows(`SELECT s.id, s.state, s.code, w.code AS warehouse FROM inventory_stocktake s JOIN inventory_warehouse w ON w.id = s.warehouse_id WHERE s.enterprise_id = ${enterpriseId}`);
    expect(counts.map((c) => [c.state, c.warehouse])).toEqual([['counting', 'WH-SITE']]);
    expect(String(counts[0]?.code)).toMatch(/^ST\d{8}-0001$/);
    const lines = await rows(`SELECT expected, counted FROM inventory_stocktake_line WHERE stocktake_id = ${Number(counts[0]?.id)} ORDER BY id`);
    const held = await rows(`SELECT b.on_hand FROM inventory_stock_balance b JOIN inventory_warehouse w ON w.id = b.warehouse_id WHERE w.enterprise_id = ${enterpriseId} AND w.code = 'WH-SITE' AND b.on_hand > 0`);
    expect(lines.length).toBe(held.length);
    expect(lines.length).toBeGreaterThan(1);
    expect(Number(lines[0]?.counted)).toBe(Number(lines[0]?.expected) - 1);
    expect(lines.slice(1).every((l) => l.counted === null)).toBe(true);
    await seedDemo(t.app);
    expect(Number((await rows(`SELECT COUNT(*) AS n FROM inventory_stocktake WHERE enterprise_id = ${enterpriseId}`))[0]?.n)).toBe(1);
  });
});
