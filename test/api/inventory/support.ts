import { Permission, type PermissionCode } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

export const P = Permission;
/** Everything of the inventory area. */
export const ALL: PermissionCode[] = [...Object.values(P.sparePart), ...Object.values(P.warehouse), ...Object.values(P.stock)];

let seq = 0;
export const uniq = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;

/** POST and return the content, failing loudly on anything but 200. */
export async function ok<T = Record<string, unknown>>(t: TestApp, path: string, body: object, who: Actor): Promise<T> {
  const res = await t.post(path, body, who.token);
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as T;
}

export interface Part {
  id: number;
  spare_part_code: string;
  version: number;
  on_hand: number;
  price: string | null;
  stock_in_state: string;
  [key: string]: unknown;
}
export interface Warehouse {
  id: number;
  code: string;
  version: number;
  manager_id: number | null;
  bins: Array<{ id: number; code: string; name: string | null }>;
}
export interface Movement {
  movement_type: string;
  quantity: number;
  balance_after: number;
  unit_cost: string | null;
  amount: string | null;
  warehouse_id: number;
  bin_id: number | null;
  part_id: number;
  spare_part_code: string;
}
export interface StockRow {
  part_id: number;
  warehouse_id: number;
  bin_id: number | null;
  batch_no: string | null;
  on_hand: number;
  reserved: number;
  available: number;
  avg_cost: string | null;
}

export const addPart = (t: TestApp, who: Actor, body: Record<string, unknown> = {}): Promise<Part> =>
  ok<Part>(t, '/sparePart/add', { spare_part_code: uniq('SP-'), name: '轴承', unit: '个', price: '12.50', ...body }, who);

export const addWarehouse = (t: TestApp, who: Actor, body: Record<string, unknown> = {}): Promise<Warehouse> =>
  ok<Warehouse>(t, '/warehouse/add', { code: uniq('WH-'), name: uniq('仓库'), bins: [{ code: 'A-01' }, { code: 'A-02' }], ...body }, who);

export const putIn = (t: TestApp, who: Actor, warehouse: Warehouse, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  t.post('/stock/putIn', { warehouse_id: warehouse.id, lines, ...extra }, who.token);

export const move = (t: TestApp, who: Actor, kind: string, warehouse: Warehouse, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  t.post('/stock/move', { kind, warehouse_id: warehouse.id, lines, ...extra }, who.token);

export async function stockOf(t: TestApp, who: Actor, filter: Record<string, unknown>): Promise<StockRow[]> {
  return (await ok<{ rows: StockRow[] }>(t, '/stock/pageList', { pageSize: 100, only_held: false, ...filter }, who)).rows;
}

export interface World {
  enterpriseId: number;
  admin: Actor;
}

export async function world(t: TestApp): Promise<World> {
  const { enterpriseId, admin } = await newEnterprise(t);
  return { enterpriseId, admin };
}

export const member = (t: TestApp, w: World, permissions: PermissionCode[] = ALL, opts: Parameters<typeof newUser>[2] = {}): Promise<Actor> =>
  newUser(t, w.enterpriseId, { permissions, ...opts });

/** The SQL sum of the ledger per place, and the balances, for the invariant on-hand = Σ ledger. */
export async function ledgerAgreesWithBalances(t: TestApp, enterpriseId: number): Promise<{ ledger: Map<string, number>; balances: Map<string, number> }> {
  const sums = (await t.db.query(
    "SELECT part_id, warehouse_id, COALESCE(bin_id, 0) AS bin_id, COALESCE(batch_no, '') AS batch_no, SUM(quantity) AS total FROM inventory_stock_movement WHERE enterprise_id = ? GROUP BY part_id, warehouse_id, COALESCE(bin_id, 0), COALESCE(batch_no, '')",
    [enterpriseId],
  )) as Array<Record<string, unknown>>;
  const held = (await t.db.query('SELECT part_id, warehouse_id, bin_id, batch_no, on_hand FROM inventory_stock_balance WHERE enterprise_id = ?', [enterpriseId])) as Array<Record<string, unknown>>;
  const key = (r: Record<string, unknown>) => `${String(r.part_id)}|${String(r.warehouse_id)}|${String(r.bin_id)}|${String(r.batch_no)}`;
  return {
    ledger: new Map(sums.map((r) => [key(r), Number(r.total)]).filter(([, v]) => v !== 0) as Array<[string, number]>),
    balances: new Map(held.map((r) => [key(r), Number(r.on_hand)]).filter(([, v]) => v !== 0) as Array<[string, number]>),
  };
}

/** What most inventory suites start from: the app, an enterprise, and two warehouses of two bins each. */
export interface TwoStores {
  t: TestApp;
  w: World;
  store: Warehouse;
  other: Warehouse;
}

/** Starts {@link TwoStores} before the suite (handed to `ready`) and closes the app after it. */
export function withTwoStores(ready: (s: TwoStores) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const t = (app = await startTestApp());
    const w = await world(t);
    ready({ t, w, store: await addWarehouse(t, w.admin), other: await addWarehouse(t, w.admin) });
  });
  afterAll(() => app?.close());
}
