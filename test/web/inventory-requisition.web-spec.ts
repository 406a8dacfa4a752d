/// <reference lib="dom" />
import { api, userWithGrants } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Login {
  token: string;
  userId: number;
}
interface StockRow {
  part_id: number;
  spare_part_code: string;
  warehouse_id: number;
  bin_id: number | null;
  batch_no: string | null;
  available: number;
  avg_cost: string | null;
}

const PASSWORD = 'pass1234';
const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 60 * level, completion_minutes: 600 * level }));
const key = (r: StockRow) => `${r.part_id}-${r.warehouse_id}-${r.bin_id ?? 0}-${r.batch_no ?? ''}`;

describe('parts for a work order in Chromium (Chinese): the technician requests two parts, the storekeeper approves and issues, the order shows the cost', () => {
  let rig: BrowserRig;

  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('goes from the order’s parts panel to the storekeeper’s issue and back to the order’s parts cost', async () => {
    // Set-up through the API: a technician, a storekeeper, an order handled by the technician, two stocked parts.
    // Folders, pages and buttons, as a role editor grants them.
    await userWithGrants(rig.url, 'tech-req', ['menu.work', 'work/order/list', 'work/order/view', 'menu.work.orderList.handle', 'menu.bom', 'menu.bom.io.request']);
    await userWithGrants(rig.url, 'keeper-req', ['menu.bom', 'bom/io', 'bom/io/view', 'menu.bom.io.approve', 'menu.bom.io.issue']);
    const admin = await api<Login>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    const tech = await api<Login>(rig.url, '/login', { account: 'tech-req', password: PASSWORD });
    const type = await api<{ id: number }>(rig.url, '/workOrderType/add', { code: `P${Date.now().toString(36)}`, name: '换件维修', levels: LEVELS }, admin.token);
    const order = await api<{ id: number }>(rig.url, '/workOrder/add', { title: '更换水泵轴承', priority: 3, type_id: type.id, person_in_charge_id: admin.userId, handler_ids: [tech.userId] }, admin.token);
    const stock = await api<{ rows: StockRow[] }>(rig.url, '/stock/pageList', { pageSize: 100 }, admin.token);
    const [first, second] = stock.rows.filter((r) => !r.batch_no && r.available >= 2 && r.avg_cost !== null);
    if (!first || !second) throw new Error('the demo has no two stocked parts');
    // Each issue row is costed at its warehouse's moving average, rounded to cents.
    const expected = (Number((2 * Number(first.avg_cost)).toFixed(2)) + Number(Number(second.avg_cost).toFixed(2))).toFixed(2);

    // The technician asks for 2 of the first part and 1 of the second on the order's parts tab.
    const page = await rig.newPage();
    await openAs(page, rig.url, `/gengyun/work/order/view?id=${order.id}`, 'tech-req', PASSWORD);
    await page.getByRole('tab', { name: '备件', exact: true }).click();
    await page.getByTestId('parts-request').click();
    for (const row of [first, second]) {
      await page.getByTestId('parts-pick').click();
      await page.getByTestId(`pick-available-${key(row)}`).waitFor();
      await page.getByTestId(`pick-add-${key(row)}`).click();
      await page.getByTestId('part-picker').waitFor({ state: 'hidden' });
    }
    await page.getByTestId(`parts-draft-${key(first)}`).getByRole('spinbutton').fill('2');
    await page.getByTestId('parts-save').click();
    await page.getByTestId('requisition-status').filter({ hasText: '待审批' }).waitFor();
    const req = await api<{ id: number; status: string; lines: Array<{ reserved: number }> }>(rig.url, '/requisition/ofOrder', { work_order_id: order.id }, admin.token);
    expect([req.status, req.lines.map((l) => l.reserved)]).toEqual(['ready', [2, 1]]);

    // The storekeeper approves and issues on bom/io/view.
    const store = await rig.newPage();
    await openAs(store, rig.url, `/gengyun/bom/io/view?id=${req.id}`, 'keeper-req', PASSWORD);
    await store.getByTestId('requisition-approve').click();
    await store.getByTestId('requisition-issue').click();
    await store.getByTestId('requisition-issue-ok').click();
    await store.getByTestId('requisition-status').filter({ hasText: '已出库' }).waitFor();
    await store.getByTestId('requisition-parts-cost').filter({ hasText: expected }).waitFor();

    // The order shows the parts cost.
    await page.reload();
    await page.getByRole('tab', { name: '备件', exact: true }).click();
    await page.getByTestId('parts-cost').filter({ hasText: expected }).waitFor();
    const detail = await api<{ parts_cost: string }>(rig.url, '/workOrder/detail', { id: order.id }, admin.token);
    expect(detail.parts_cost).toBe(expected);
  });
});
