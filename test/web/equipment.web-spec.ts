/// <reference lib="dom" />
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { adminToken, api, eventually } from './support/api';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

interface PositionNode {
  id: number;
  position_name?: string;
  name?: string;
  plan_file_id?: number | null;
  children?: PositionNode[];
}
interface EquipmentRow {
  id: number;
  asset_code: string;
  position_id: number | null;
}

const flatten = (nodes: PositionNode[]): PositionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const nameOf = (n: PositionNode): string | undefined => n.position_name ?? n.name;

/** Picks the option with `text` in an antd Select/TreeSelect, typing it first (long lists are virtual). */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).first().click();
}

describe('equipment ledger in Chromium', () => {
  let rig: BrowserRig;
  let page: Page;
  let token: string;
  let locationId: number;
  let equipment: EquipmentRow;

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    page = await rig.newPage({ width: 1920, height: 1080 });
    await loginThroughPage(page, rig.url);
  });
  afterAll(() => rig.close());

  it('builds a location with a floor plan', async () => {
    await page.goto(`${rig.url}/gengyun/asset/address`);
    await page.getByTestId('location-add').click();
    await page.getByTestId('location-form-name').fill('三号泵站');
    await page
      .getByTestId('location-form-plan')
      .locator('input[type=file]')
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('plan', { width: 400 }) });
    await page.getByTestId('location-form-plan').locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor();
    await page.getByTestId('location-form-submit').click();
    const created = await eventually(
      async () => flatten(await api<PositionNode[]>(rig.url, '/assetPosition/tree', {}, token)).find((n) => nameOf(n) === '三号泵站'),
      (n) => Boolean(n),
    );
    expect(created?.plan_file_id).toBeGreaterThan(0);
    locationId = created!.id;
    await rig.shot(page, 'eqpt-location-tree');
  });

  it('registers equipment by hand at that location and sees it as a marker on the plan', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/list/add`);
    await page.getByTestId('eqpt-form-code').fill('PUMP-301');
    await page.getByTestId('eqpt-form-name').fill('三号泵');
    await pick(page, 'eqpt-form-type', '泵');
    await pick(page, 'eqpt-form-position', '三号泵站');
    await page.getByTestId('eqpt-form-submit').click();
    equipment = await eventually(
      async () => (await api<{ rows: EquipmentRow[] }>(rig.url, '/equipment/pageList', { keyword: 'PUMP-301' }, token)).rows[0]!,
      (row) => Boolean(row),
    );
    expect(equipment.position_id).toBe(locationId);
    await api(rig.url, '/equipment/update', { id: equipment.id, x: 120, y: -80 }, token);
    await page.goto(`${rig.url}/gengyun/eqpt/map?position=${locationId}`);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-image-layer').count()).toBe(1);
    await rig.shot(page, 'eqpt-marker-on-plan');
  });

  it('shows its QR code and prints a label sheet naming it', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/list/view?id=${equipment.id}&tab=qr`);
    const qr = page.getByTestId('eqpt-qr-image');
    await qr.waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="eqpt-qr-image"]') as HTMLImageElement | null)?.naturalWidth ?? 0 > 0);
    await page.goto(`${rig.url}/gengyun/eqpt/list`);
    const keyword = page.getByTestId('eqpt-search').locator('input:not([role=combobox])').first();
    await keyword.fill('PUMP-301');
    await keyword.press('Enter');
    await page.locator('tr', { hasText: 'PUMP-301' }).locator('input[type=checkbox]').check();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('eqpt-print-labels').click()]);
    await popup.getByText('PUMP-301').first().waitFor();
    expect(await popup.locator('img').count()).toBeGreaterThan(0);
    await rig.shot(popup, 'eqpt-qr-labels');
    await popup.close();
  });

  it('imports a file and shows the row errors, writing nothing', async () => {
    const book = new Workbook();
    const template = await fetch(`${rig.url}/equipment/importTemplate?token=${token}`);
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0]!;
    sheet.addRow(['IMP-1', '进水泵', '泵', null, '三号泵站', '在用']);
    sheet.addRow(['IMP-2', null, '泵', null, '三号泵站', '在用']);
    sheet.addRow(['IMP-3', '出水泵', '泵', null, '三号泵站', '在用', null, null, null, '2025-13-45']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    await page.goto(`${rig.url}/gengyun/eqpt/list`);
    await page.getByTestId('eqpt-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'equipment.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await page.getByTestId('eqpt-import-submit').click();
    const errors = page.getByTestId('eqpt-import-errors');
    await errors.getByText(/第3行/).first().waitFor({ timeout: 20000 });
    await errors.getByText(/第4行/).first().waitFor();
    await rig.shot(page, 'eqpt-import-errors');
    const imported = await api<{ rows: EquipmentRow[] }>(rig.url, '/equipment/pageList', { keyword: 'IMP-' }, token);
    expect(imported.rows).toEqual([]);
  });
});
