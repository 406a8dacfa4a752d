import { Permission } from '@gengyun/contracts';
import { seedDemo } from '../../../apps/api/src/seed';
import { startDemoTestApp, type DemoTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { ledgerAgreesWithBalances } from './support';

/** The demo enterprise's storerooms (`npm start`): two warehouses with bins, ~15 parts, opening stock; seeding twice changes nothing. */
describe(`inventory demo data (${testDbKind()})`, () => {
  let t: DemoTestApp;
  let enterpriseId: number;
  // The whole demo enterprise is seeded (every area's data), which takes a while on a busy MariaDB.
  beforeAll(async () => {
    t = await startDemoTestApp();
    enterpriseId = t.demo.enterpriseId;
  }, 180_000);
  afterAll(() => t?.close());

  const rows = (sql: string) => t.db.query(sql) as Promise<Array<Record<string, unknown>>>;

  it('has two warehouses with bins, the parts, and their opening stock in the ledger and the balances', async () => {
    const warehouses = await rows(`SELECT w.code, (SELECT COUNT(*) FROM inventory_bin b WHERE b.warehouse_id = w.id) AS bins FROM inventory_warehouse w WHERE w.enterprise_id = ${enterpriseId} ORDER BY w.code`);
    expect(warehouses.map((w) => [w.code, Number(w.bins)])).toEqual([['WH-MAIN', 4], ['WH-SITE', 2]]);
    const [parts] = await rows(`SELECT COUNT(*) AS n FROM inventory_spare_part WHERE enterprise_id = ${enterpriseId}`);
    expect(Number(parts?.n)).toBe(15);
    const opening = await rows(`SELECT DISTINCT movement_type, document_type, document_no FROM inventory_stock_movement WHERE enterprise_id = ${enterpriseId}`);
    expect(opening.map((r) => [r.movement_type, r.document_type])).toEqual([['putIn', 'opening']]);
    const { ledger, balances } = await ledgerAgreesWithBalances(t, enterpriseId);
    expect(balances.size).toBe(19);
    expect(balances).toEqual(ledger);
    const below = await rows(`SELECT p.spare_part_code FROM inventory_spare_part p WHERE p.enterprise_id = ${enterpriseId} AND p.safety_stock_min > (SELECT COALESCE(SUM(b.on_hand), 0) FROM inventory_stock_balance b WHERE b.part_id = p.id)`);
    expect(below.map((r) => r.spare_part_code).sort()).toEqual(['GRS-3', 'FUS-63A'].sort());
  });

  it("lets the work-order demo's technicians request parts, and its dispatchers see the requisitions", async () => {
    const holders = async (code: string) =>
      (await rows(`SELECT DISTINCT r.name FROM role r JOIN role_menu rm ON rm.role_id = r.id JOIN menu m ON m.id = rm.menu_id WHERE r.enterprise_id = ${enterpriseId} AND m.perms = '${code}' ORDER BY r.name`)).map((r) => r.name);
    expect(await holders(Permission.requisition.request)).toEqual(expect.arrayContaining(['维修工', '调度负责人']));
    expect(await holders(Permission.requisition.list)).toEqual(expect.arrayContaining(['调度负责人']));
    expect(await holders(Permission.requisition.list)).not.toContain('维修工');
  });

  it('seeding again changes nothing', async () => {
    const before = await rows(`SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE enterprise_id = ${enterpriseId}`);
    await seedDemo(t.app);
    expect(await rows(`SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE enterprise_id = ${enterpriseId}`)).toEqual(before);
  });
});
