/// <reference lib="dom" />
import { api, adminToken, userWithGrants } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { decodeQrPng } from '../support/qr';

interface Line {
  part_id: number;
  expected: number;
  counted: number | null;
  adjusted: number | null;
}
interface Count {
  id: number;
  state: string;
  document_no: string | null;
  lines: Line[];
}

/** A storekeeper counts a stocktake on a 390×844 phone by feeding a part's QR content; approval posts the difference. */
describe('a stocktake counted on a phone, in Chinese', () => {
  let rig: BrowserRig;

  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterAll(() => rig.close());

  it('feeds the QR content, saves the counted quantity, finishes, and the approval posts the difference', async () => {
    const token = await adminToken(rig.url);
    const stamp = Date.now().toString(36);
    const warehouse = await api<{ id: number; bins: Array<{ id: number }> }>(rig.url, '/warehouse/add', { code: `WC-${stamp}`, name: `盘点仓${stamp}`, bins: [{ code: 'C-01' }] }, token);
    const bin = warehouse.bins[0]!.id;
    const part = await api<{ id: number; spare_part_code: string }>(rig.url, '/sparePart/add', { spare_part_code: `SC-${stamp}`, name: '盘点轴承', unit: '个', price: '5.00' }, token);
    await api(rig.url, '/stock/putIn', { warehouse_id: warehouse.id, lines: [{ part_id: part.id, bin_id: bin, quantity: 5, unit_price: '5.00' }] }, token);
    const draft = await api<Count>(rig.url, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: warehouse.id, bin_ids: [bin] }, token);
    await api(rig.url, '/stocktake/start', { id: draft.id }, token);
    // What a phone camera would read from the part's label.
    const picture = Buffer.from(await (await fetch(`${rig.url}/showBomQRCode?id=${part.id}&token=${token}`)).arrayBuffer());
    const content = decodeQrPng(picture);

    await userWithGrants(rig.url, 'keeper-count', ['bom/warehouseManageList/Inventory/count', 'inventory:stocktake:count']);
    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/home', 'keeper-count', 'pass1234');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${rig.url}/gengyun/bom/warehouseManageList/Inventory/count?id=${draft.id}`);
    const screen = page.getByTestId('stocktake-count-page');
    await screen.getByTestId('count-progress').getByText('0/1').waitFor();
    await page.getByTestId('count-qr-input').fill(content);
    await page.getByTestId('count-qr-lookup').click();
    await page.getByTestId('count-part').getByText(`${part.spare_part_code} 盘点轴承`).waitFor();
    await page.getByTestId('count-quantity').fill('3');
    await page.getByTestId('count-save').click();
    await screen.getByTestId('count-progress').getByText('1/1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot(page, 'inventory-stocktake-390');
    await page.getByTestId('count-finish').click();
    await page.getByTestId('count-closed').waitFor();

    const approved = await api<Count>(rig.url, '/stocktake/approve', { id: draft.id }, token);
    expect(approved.state).toBe('approved');
    expect(approved.lines.map((l) => [l.part_id, l.expected, l.counted, l.adjusted])).toEqual([[part.id, 5, 3, -2]]);
    const ledger = await api<{ rows: Array<{ movement_type: string; quantity: number; balance_after: number; document_no: string }> }>(
      rig.url,
      '/stockMovement/pageList',
      { part_id: part.id, document_type: 'stocktake' },
      token,
    );
    expect(ledger.rows.map((r) => [r.movement_type, r.quantity, r.balance_after, r.document_no])).toEqual([['adjust', -2, 3, approved.document_no]]);
  }, 180_000);
});
