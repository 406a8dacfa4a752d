/// <reference lib="dom" />
import { api } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Login {
  token: string;
  userId: number;
}
interface Warehouse {
  id: number;
  name: string;
}
interface Requisition {
  id: number;
  status: string;
  lines: Array<{ id: number; warehouse_id: number; quantity: number; reserved: number }>;
}

const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 60 * level, completion_minutes: 600 * level }));
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('a short requisition line moved and split in Chromium (Chinese, 1366×768)', () => {
  let rig: BrowserRig;
  let admin: Login;
  let a: Warehouse;
  let b: Warehouse;
  let typeId: number;

  beforeAll(async () => {
    rig = await startBrowserRig();
    admin = await api<Login>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    a = await api<Warehouse>(rig.url, '/warehouse/add', { code: `WA${tag()}`, name: `甲库${tag()}` }, admin.token);
    b = await api<Warehouse>(rig.url, '/warehouse/add', { code: `WB${tag()}`, name: `乙库${tag()}` }, admin.token);
    typeId = (await api<{ id: number }>(rig.url, '/workOrderType/add', { code: `R${tag()}`, name: '换件维修', levels: LEVELS }, admin.token)).id;
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  /** A part holding `inA` in warehouse a and `inB` in b, and a requisition waiting for `quantity` of it from a. */
  const shortLine = async (inA: number, inB: number, quantity: number) => {
    const part = await api<{ id: number }>(rig.url, '/sparePart/add', { spare_part_code: `SP-${tag()}`, name: '密封圈', unit: '个', price: '3' }, admin.token);
    for (const [warehouse, n] of [[a, inA], [b, inB]] as const) {
      await api(rig.url, '/stock/putIn', { warehouse_id: warehouse.id, lines: [{ part_id: part.id, quantity: n, unit_price: '3' }] }, admin.token);
    }
    const order = await api<{ id: number }>(rig.url, '/workOrder/add', { title: '更换密封圈', priority: 3, type_id: typeId, person_in_charge_id: admin.userId, handler_ids: [admin.userId] }, admin.token);
    const req = await api<Requisition>(rig.url, '/requisition/save', { work_order_id: order.id, wait_for_parts: true, lines: [{ part_id: part.id, warehouse_id: a.id, quantity }] }, admin.token);
    expect([req.status, req.lines.map((l) => l.reserved)]).toEqual(['waiting', [0]]);
    return req;
  };
  const detail = (id: number) => api<Requisition>(rig.url, '/requisition/detail', { id }, admin.token);

  it('moves the whole line to the other warehouse that has enough', async () => {
    const req = await shortLine(1, 5, 3);
    const line = req.lines[0]?.id as number;
    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, `/gengyun/bom/io/view?id=${req.id}`);
    const row = page.locator(`tr[data-row-key="${line}"]`);
    await row.filter({ hasText: a.name }).waitFor();

    await page.getByTestId(`requisition-replace-${line}`).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '换库位/替代件' });
    await dialog.waitFor();
    // Warehouse a has 1 of 3: not offered (it is the line's own place); b has 5.
    await dialog.getByText(`${b.name} · 可用 5`).click();
    await dialog.getByTestId('requisition-replace-ok').click();
    await dialog.waitFor({ state: 'hidden' });
    await row.filter({ hasText: b.name }).waitFor();
    await page.getByTestId('requisition-status').filter({ hasText: '待审批' }).waitFor();
    expect((await detail(req.id)).lines.map((l) => [l.warehouse_id, l.quantity, l.reserved])).toEqual([[b.id, 3, 3]]);
  });

  it('splits the line over both warehouses, OK only once the shares add up', async () => {
    const req = await shortLine(1, 2, 3);
    const line = req.lines[0]?.id as number;
    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, `/gengyun/bom/io/view?id=${req.id}`);
    await page.locator(`tr[data-row-key="${line}"]`).filter({ hasText: a.name }).waitFor();

    await page.getByTestId(`requisition-replace-${line}`).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '换库位/替代件' });
    await dialog.waitFor();
    await dialog.getByTestId('requisition-replace-split').click();
    await dialog.getByRole('spinbutton', { name: a.name, exact: true }).fill('1');
    await dialog.getByTestId('requisition-replace-allocated').filter({ hasText: '已分配 1 / 3' }).waitFor();
    expect(await dialog.getByTestId('requisition-replace-ok').isDisabled()).toBe(true);
    await dialog.getByRole('spinbutton', { name: b.name, exact: true }).fill('2');
    await dialog.getByTestId('requisition-replace-allocated').filter({ hasText: '已分配 3 / 3' }).waitFor();
    await dialog.getByTestId('requisition-replace-ok').click();
    await dialog.waitFor({ state: 'hidden' });

    // Two rows now: 1 reserved in a (the line kept), 2 in b (a new line).
    await page.locator('tr.ant-table-row').filter({ hasText: b.name }).waitFor();
    await page.getByTestId('requisition-status').filter({ hasText: '待审批' }).waitFor();
    const after = await detail(req.id);
    expect(after.lines.map((l) => [l.warehouse_id, l.quantity, l.reserved]).sort()).toEqual([[a.id, 1, 1], [b.id, 2, 2]].sort());
    expect(after.lines.some((l) => l.id === line && l.warehouse_id === a.id)).toBe(true);
  });
});
