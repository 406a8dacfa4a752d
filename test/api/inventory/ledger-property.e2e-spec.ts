import { StockLedger, type Leg } from '@gengyun/inventory';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { movingAverage } from '../../../libs/inventory/src/stock/moving-average';
import { reserve } from '../../../libs/inventory/src/requisition/reservations';
import { addPart, addWarehouse, ledgerAgreesWithBalances, type Part, type Warehouse } from './support';

/**
 * Documents of the randomised run. CI keeps it small; the full run is
 * `INVENTORY_PROPERTY_DOCS=10000 TEST_DB=mariadb npx jest -c jest.config.js test/api/inventory/ledger-property.e2e-spec.ts`.
 */
const DOCS = Number(process.env.INVENTORY_PROPERTY_DOCS ?? 1000);
const AT_ONCE = 8;

interface Row {
  id: number | string;
  part_id: number | string;
  warehouse_id: number | string;
  movement_type: string;
  quantity: number | string;
  unit_cost: string | number | null;
}

/**
 * The stock ledger's invariants under a randomised concurrent run (issue 15 item 9): documents of every movement
 * kind — put-in, issue (plain, and a requisition's issue releasing its reservation), return, transfer between
 * warehouses and bins, adjustment both ways, scrap — and reservations taken and given back, 8 at a time. Afterwards
 * on-hand = Σ ledger per place, nothing is negative, 0 ≤ reserved ≤ on hand and reserved = what the run reserved less
 * what it released, each warehouse's value row holds the sum of its balances, and replaying the ledger in order gives
 * the same moving-average cost and the same unit cost on every row.
 */
describe(`inventory ledger property run, ${DOCS} documents (${testDbKind()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps on-hand = Σ ledger, never negative, reserved within on hand, and the moving average consistent', async () => {
    const e = await newEnterprise(t);
    const writer = { enterpriseId: e.enterpriseId, userId: e.admin.userId };
    const places = [await addWarehouse(t, e.admin), await addWarehouse(t, e.admin)];
    const parts = await Promise.all([1, 2, 3].map(() => addPart(t, e.admin)));
    const ledger = t.app.get(StockLedger);
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const placeOf = () => {
      const wh = places[random(2)] as Warehouse;
      return { warehouseId: wh.id, binId: random(3) === 0 ? null : (wh.bins[random(2)] as { id: number }).id, batchNo: null };
    };
    let reserved = 0;
    let released = 0;
    const balanceId = async (part: Part, at: ReturnType<typeof placeOf>): Promise<number | null> => {
      const [row] = (await t.db.query('SELECT id FROM inventory_stock_balance WHERE enterprise_id = ? AND part_id = ? AND warehouse_id = ? AND bin_id = ? AND batch_no = ?', [
        e.enterpriseId, part.id, at.warehouseId, at.binId ?? 0, '',
      ])) as Array<{ id: number | string }>;
      return row ? Number(row.id) : null;
    };
    /** A reservation taken (or given back) as a requisition's save does: one conditional update in a transaction. */
    const reservation = async (part: Part, delta: number): Promise<boolean> => {
      const id = await balanceId(part, placeOf());
      if (id === null) return false;
      const done = await t.db.transaction((m) => reserve(m, id, delta));
      if (done) reserved += delta;
      return done;
    };
    const randomDocument = (): { legs: Leg[]; releases: number } | 'reserve' | 'release' => {
      const part = parts[random(3)] as Part;
      const quantity = 1 + random(6);
      const at = placeOf();
      switch (random(9)) {
        case 0:
        case 1:
          return { legs: [{ type: 'putIn', part, ...at, quantity, unitPrice: 1 + random(20) + random(100) / 100 }], releases: 0 };
        case 2:
          return { legs: [{ type: 'issue', part, ...at, quantity: -quantity }], releases: 0 };
        case 3: {
          const release = 1 + random(2);
          return { legs: [{ type: 'issue', part, ...at, quantity: -Math.max(quantity, release), release }], releases: release };
        }
        case 4:
          return { legs: [{ type: 'return', part, ...at, quantity }], releases: 0 };
        case 5:
          return { legs: [{ type: 'adjust', part, ...at, quantity: random(2) ? quantity : -quantity }], releases: 0 };
        case 6:
          return random(2) ? { legs: [{ type: 'scrap', part, ...at, quantity: -quantity }], releases: 0 } : random(2) ? 'reserve' : 'release';
        default:
          return {
            legs: [
              { type: 'transferOut', part, ...at, quantity: -quantity },
              { type: 'transferIn', part, ...placeOf(), quantity },
            ],
            releases: 0,
          };
      }
    };
    let written = 0;
    let refused = 0;
    const doc = { documentType: 'manual' as const, documentId: null, supplierId: null, reason: null };
    const one = async (): Promise<void> => {
      const next = randomDocument();
      if (next === 'reserve' || next === 'release') {
        if (await reservation(parts[random(3)] as Part, next === 'reserve' ? 1 + random(3) : -1)) written++;
        else refused++;
        return;
      }
      try {
        await ledger.record(writer, doc, next.legs);
        released += next.releases;
        written++;
      } catch (error) {
        if ((error as { key?: string }).key !== 'inventory.errors.insufficientStock') throw error;
        refused++;
      }
    };
    for (let done = 0; done < DOCS; done += AT_ONCE) await Promise.all(Array.from({ length: Math.min(AT_ONCE, DOCS - done) }, one));
    expect(written + refused).toBe(DOCS);
    expect(written).toBeGreaterThan(DOCS / 4);

    // On hand = Σ ledger per place.
    const { ledger: sums, balances } = await ledgerAgreesWithBalances(t, e.enterpriseId);
    expect(balances).toEqual(sums);
    // Nothing negative; reservations within on hand, and exactly what the run reserved less what issues released.
    const held = (await t.db.query('SELECT on_hand, reserved FROM inventory_stock_balance WHERE enterprise_id = ?', [e.enterpriseId])) as Array<{ on_hand: number | string; reserved: number | string }>;
    expect(held.filter((b) => Number(b.on_hand) < 0 || Number(b.reserved) < 0 || Number(b.reserved) > Number(b.on_hand))).toEqual([]);
    expect(held.reduce((sum, b) => sum + Number(b.reserved), 0)).toBe(reserved - released);
    // Each warehouse's value row holds the sum of its balances.
    const values = (await t.db.query(
      'SELECT v.part_id, v.warehouse_id, v.on_hand, v.avg_cost, (SELECT SUM(b.on_hand) FROM inventory_stock_balance b WHERE b.enterprise_id = v.enterprise_id AND b.part_id = v.part_id AND b.warehouse_id = v.warehouse_id) AS held FROM inventory_stock_value v WHERE v.enterprise_id = ?',
      [e.enterpriseId],
    )) as Array<{ part_id: number | string; warehouse_id: number | string; on_hand: number | string; avg_cost: string | number | null; held: number | string }>;
    expect(values.filter((v) => Number(v.on_hand) !== Number(v.held))).toEqual([]);

    // Replaying the ledger in order (rows of one part and warehouse were written under its value row's lock) gives
    // the same average, and every row was costed at the average of its moment (inbound at its own price).
    const rows = (await t.db.query('SELECT id, part_id, warehouse_id, movement_type, quantity, unit_cost FROM inventory_stock_movement WHERE enterprise_id = ? ORDER BY id', [e.enterpriseId])) as Row[];
    const state = new Map<string, { held: number; average: number | null }>();
    const wrong: string[] = [];
    for (const r of rows) {
      const key = `${String(r.part_id)}|${String(r.warehouse_id)}`;
      const s = state.get(key) ?? { held: 0, average: null };
      const q = Number(r.quantity);
      const cost = r.unit_cost === null ? null : Number(r.unit_cost);
      const priced = q > 0 && (r.movement_type === 'putIn' || r.movement_type === 'transferIn') && cost !== null;
      if (!priced && cost !== s.average) wrong.push(`row ${String(r.id)} ${r.movement_type}: cost ${String(cost)}, average ${String(s.average)}`);
      if (priced) s.average = movingAverage(s.held, s.average, q, cost);
      s.held += q;
      state.set(key, s);
    }
    expect(wrong).toEqual([]);
    for (const v of values) {
      const s = state.get(`${String(v.part_id)}|${String(v.warehouse_id)}`);
      expect([Number(v.on_hand), v.avg_cost === null ? null : Number(v.avg_cost)]).toEqual([s?.held ?? 0, s?.average ?? null]);
    }
  }, Math.max(120_000, DOCS * 150));
});
