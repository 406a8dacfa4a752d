/// <reference lib="dom" />
import { Workbook } from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { floorPlanPng } from '../../libs/equipment/src/location/plan-png';
import { adminToken, api, eventually } from './support/api';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

interface PositionNode {
  id: number;
  name: string;
  parent_id: number | null;
  plan_file_id?: number | null;
  children?: PositionNode[];
}
interface EquipmentRow {
  id: number;
  asset_code: string;
  position_id: number | null;
  status: number;
  x: number | null;
  y: number | null;
}
interface IoRow {
  id: number;
  direction: number;
  state: number;
  handler_user_id: number | null;
}
interface CountDetail {
  id: number;
  state: number;
  items: Array<{ id: number; equipment_id: number | null; result: number }>;
}

const CODE = 'PUMP-301';
const TOP = '三号泵站';
const CHILD = '三号泵房';
const HANDLER = '张经办';

const flatten = (nodes: PositionNode[]): PositionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Picks the option with `text` in an antd Select/TreeSelect, typing it first (long lists are virtual). */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).first().click();
}

/** Picks `text` in a Select without search. */
async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).first().click();
}

/** The open ChooseDialog titled `title`: searches `keyword`, ticks the row showing it and confirms. */
async function chooseRow(page: Page, title: string, keyword: string): Promise<void> {
  const dialog = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
  const search = dialog.locator('.gy-search-bar input').first();
  await search.fill(keyword);
  await search.press('Enter');
  await dialog.locator('tr', { hasText: keyword }).locator('input[type=checkbox]').check();
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks each marker of the map in `scope` until one's popup names `code`; returns that popup. */
async function openMarkerPopup(scope: Locator, code: string): Promise<Locator> {
  const markers = scope.locator('.leaflet-marker-icon');
  await markers.first().waitFor();
  const popup = scope.locator('.leaflet-popup-content');
  for (let i = 0; i < (await markers.count()); i++) {
    await markers.nth(i).click();
    await popup.waitFor();
    if ((await popup.innerText()).includes(code)) return popup;
  }
  throw new Error(`no marker of ${code} on the map`);
}

describe('equipment journey in Chromium (Chinese)', () => {
  let rig: BrowserRig;
  let page: Page;
  let token: string;
  let topId: number;
  let childId: number;
  let handlerId: number;
  let equipment: EquipmentRow;
  const equipmentRow = async () => (await api<{ rows: EquipmentRow[] }>(rig.url, '/equipment/pageList', { keyword: CODE }, token)).rows[0];

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    handlerId = (await api<{ id: number }>(rig.url, '/user/add', { account: 'handler1', name: HANDLER, password: 'pass1234' }, token)).id;
    page = await rig.newPage({ width: 1920, height: 1080 });
    await loginThroughPage(page, rig.url);
  });
  afterAll(() => rig.close());

  it('builds a location tree: a top-level location with a floor plan and a child under it', async () => {
    await page.goto(`${rig.url}/gengyun/asset/address`);
    await page.getByTestId('location-add').click();
    await page.getByTestId('location-form-name').fill(TOP);
    await page
      .getByTestId('location-form-plan')
      .locator('input[type=file]')
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: floorPlanPng() });
    await page.getByTestId('location-form-plan').locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor();
    await page.getByTestId('location-form-submit').click();
    const tree = async () => flatten(await api<PositionNode[]>(rig.url, '/assetPosition/tree', {}, token));
    const top = await eventually(async () => (await tree()).find((n) => n.name === TOP), Boolean);
    expect(top?.plan_file_id).toBeGreaterThan(0);
    topId = top!.id;

    await page.getByTestId(`location-add-child-${topId}`).click();
    await page.getByTestId('location-form-name').fill(CHILD);
    await page.getByTestId('location-form-submit').click();
    const child = await eventually(async () => (await tree()).find((n) => n.name === CHILD), Boolean);
    expect(child?.parent_id).toBe(topId);
    childId = child!.id;
    await page.getByTestId(`location-node-${childId}`).waitFor();
    await rig.shot(page, 'eqpt-location-tree');
  });

  it('registers equipment by hand in the child, places it on the plan and finds its marker on the map', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/list/add`);
    await page.getByTestId('eqpt-form-code').fill(CODE);
    await page.getByTestId('eqpt-form-name').fill('三号泵');
    await pick(page, 'eqpt-form-type', '泵');
    await pick(page, 'eqpt-form-position', CHILD);
    await page.getByTestId('eqpt-form-submit').click();
    equipment = (await eventually(equipmentRow, Boolean))!;
    expect(equipment.position_id).toBe(childId);
    expect([equipment.x, equipment.y]).toEqual([null, null]);

    await page.goto(`${rig.url}/gengyun/asset/address/view?id=${childId}`);
    const plan = page.getByTestId('location-plan');
    await plan.getByTestId('plan-target').getByText('设备', { exact: true }).click();
    await pick(page, 'plan-equipment', `${CODE} 三号泵`);
    const map = plan.locator('.leaflet-container');
    await plan.locator('.leaflet-image-layer').waitFor();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await plan.getByTestId('plan-point').getByText(/已选坐标/).waitFor();
    await plan.getByTestId('plan-save').click();
    const placed = await eventually(equipmentRow, (row) => row?.x !== null && row?.y !== null);
    expect(placed!.x).toBeGreaterThan(0);
    expect(placed!.y).toBeGreaterThan(0);
    await plan.getByTestId('plan-point').getByText(`当前坐标：X ${placed!.x}，Y ${placed!.y}`).waitFor();

    await page.goto(`${rig.url}/gengyun/eqpt/map?position=${topId}`);
    const mapCard = page.getByTestId('eqpt-map');
    await mapCard.locator('.leaflet-image-layer').waitFor();
    await expect(mapCard.getByTestId('map-mode-switch').locator('.ant-segmented-item-selected').innerText()).resolves.toBe('平面图');
    const popup = await openMarkerPopup(mapCard, CODE);
    expect(await popup.innerText()).toContain('三号泵');
    await rig.shot(page, 'eqpt-marker-on-plan');
  });

  it('shows its QR code and opens its printable label', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/list/view?id=${equipment.id}&tab=qr`);
    await page.getByTestId('eqpt-qr-image').waitFor();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="eqpt-qr-image"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    const [label] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('eqpt-qr-print').click()]);
    await label.getByText(CODE).first().waitFor();
    expect(await label.locator('img').count()).toBeGreaterThan(0);
    await rig.shot(label, 'eqpt-qr-labels');
    await label.close();
  });

  it('imports a file and shows the row errors, writing nothing', async () => {
    const book = new Workbook();
    const template = await fetch(`${rig.url}/equipment/importTemplate?token=${token}`);
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0]!;
    sheet.addRow(['IMP-1', '进水泵', '泵', null, CHILD, '在用']);
    sheet.addRow(['IMP-2', null, '泵', null, CHILD, '在用']);
    sheet.addRow(['IMP-3', '出水泵', '泵', null, CHILD, '在用', null, null, null, '2025-13-45']);
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

  it('moves it out with an io order (handler chosen), approves it and shows the new location', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/io`);
    await page.getByTestId('io-add').click();
    await page.getByTestId('io-form-direction').getByText('出库', { exact: true }).click();
    await pick(page, 'io-form-to-position', TOP);
    await page.getByTestId('io-form-handler-choose').click();
    await chooseRow(page, '选择经办人', HANDLER);
    await expect(page.getByTestId('io-form-handler-name').inputValue()).resolves.toBe(HANDLER);
    await page.getByTestId('io-form-choose').click();
    await chooseRow(page, '选择设备', CODE);
    await page.getByTestId('io-form-remark').fill('E2E 出库');
    await page.getByTestId('io-form-submit').click();
    const order = (await eventually(async () => (await api<{ rows: IoRow[] }>(rig.url, '/equipmentIo/pageList', { keyword: 'E2E 出库' }, token)).rows[0], Boolean))!;
    expect(order).toMatchObject({ state: 0, handler_user_id: handlerId });

    await page.getByTestId(`io-submit-${order.id}`).click();
    await page.getByTestId(`io-submit-${order.id}-confirm`).click();
    await page.getByTestId(`io-approve-${order.id}`).click();
    await page.getByTestId(`io-approve-${order.id}-confirm`).click();
    await page.locator('tr', { has: page.getByTestId(`io-view-${order.id}`) }).getByText('已完成').waitFor();
    expect(await page.locator('tr', { has: page.getByTestId(`io-view-${order.id}`) }).innerText()).toContain(HANDLER);

    await page.getByTestId(`io-view-${order.id}`).click();
    await expect(page.getByTestId('io-view-handler').innerText()).resolves.toBe(HANDLER);
    await page.getByTestId('io-view-sub-work-order').getByText('暂无子工单，工单模块启用后在此显示').waitFor();
    await page.getByTestId('io-view-page').getByText(CODE).waitFor();
    await rig.shot(page, 'eqpt-io-approved');

    const moved = await equipmentRow();
    expect(moved).toMatchObject({ position_id: topId, status: 1 });
    await page.goto(`${rig.url}/gengyun/eqpt/list`);
    const keyword = page.getByTestId('eqpt-search').locator('input:not([role=combobox])').first();
    await keyword.fill(CODE);
    await keyword.press('Enter');
    const row = page.locator('tr', { hasText: CODE });
    await row.getByText(TOP, { exact: true }).waitFor();
    await row.getByText('在用', { exact: true }).waitFor();
    expect(await row.innerText()).not.toContain(CHILD);
  });

  it('counts the location and finishes the count', async () => {
    await page.goto(`${rig.url}/gengyun/eqpt/inventory`);
    await page.getByTestId('count-add').click();
    await pick(page, 'count-form-position', TOP);
    await page.getByTestId('count-form-submit').click();
    const countId = (await eventually(async () => (await api<{ rows: Array<{ id: number }> }>(rig.url, '/equipmentCount/pageList', { position_id: topId }, token)).rows[0], Boolean))!.id;
    const before = await api<CountDetail>(rig.url, '/equipmentCount/detail', { id: countId }, token);
    expect(before.items.map((i) => i.equipment_id)).toEqual([equipment.id]);

    await page.getByTestId(`count-detail-${countId}`).click();
    const drawer = page.getByTestId('count-detail');
    await drawer.getByText(CODE).waitFor();
    for (const item of before.items) await choose(page, drawer.getByTestId(`count-item-result-${item.id}`), '盘到');
    await eventually(() => api<CountDetail>(rig.url, '/equipmentCount/detail', { id: countId }, token), (d) => d.items.every((i) => i.result === 1));
    await drawer.getByTestId('count-unprocessed').waitFor({ state: 'detached' });
    await drawer.getByTestId(`count-detail-finish-${countId}`).click();
    await page.getByTestId(`count-detail-finish-${countId}-confirm`).click();
    await drawer.locator('.ant-tag', { hasText: '已完成' }).waitFor();
    expect((await api<CountDetail>(rig.url, '/equipmentCount/detail', { id: countId }, token)).state).toBe(1);
    await rig.shot(page, 'eqpt-count-finished');
  });

  it('does part of the journey in English: a transfer order with a handler, rejected, with English labels', async () => {
    const english = await rig.newPage({ width: 1600, height: 900 });
    await loginThroughPage(english, rig.url);
    await english.getByTestId('lang-switch').click();
    await english.getByTestId('lang-en_US').click();
    await english.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('[data-testid="menu"]')?.textContent ?? ''));

    await english.goto(`${rig.url}/gengyun/eqpt/io`);
    const list = english.getByTestId('io-page');
    await list.locator('th', { hasText: 'Handler' }).waitFor();
    await list.getByText('Done', { exact: true }).first().waitFor();
    await english.getByTestId('io-add').click();
    const form = english.locator('.ant-modal', { has: english.getByTestId('io-form-direction') });
    await form.getByText('New in/out order').waitFor();
    await english.getByTestId('io-form-direction').getByText('Transfer', { exact: true }).click();
    await english.getByTestId('io-form-direction').locator('.ant-radio-wrapper-checked', { hasText: 'Transfer' }).waitFor();
    await pick(english, 'io-form-to-position', CHILD);
    await expect(english.getByTestId('io-form-handler-name').getAttribute('placeholder')).resolves.toBe('Defaults to you');
    await english.getByTestId('io-form-handler-choose').click();
    await chooseRow(english, 'Choose Handler', HANDLER);
    await english.getByTestId('io-form-choose').click();
    await chooseRow(english, 'Choose Equipment', CODE);
    await english.getByTestId('io-form-remark').fill('E2E transfer');
    await english.getByTestId('io-form-submit').click();
    const order = (await eventually(async () => (await api<{ rows: IoRow[] }>(rig.url, '/equipmentIo/pageList', { keyword: 'E2E transfer' }, token)).rows[0], Boolean))!;
    expect(order.direction).toBe(3);

    await english.getByTestId(`io-submit-${order.id}`).click();
    await english.getByTestId(`io-submit-${order.id}-confirm`).click();
    await english.getByTestId(`io-reject-${order.id}`).click();
    await english.getByTestId(`io-reject-${order.id}-remark`).fill('Wrong room');
    await english.getByTestId(`io-reject-${order.id}-confirm`).click();
    await english.locator('tr', { has: english.getByTestId(`io-view-${order.id}`) }).getByText('Rejected', { exact: true }).waitFor();

    await english.getByTestId(`io-view-${order.id}`).click();
    const view = english.getByTestId('io-view-page');
    await view.getByText('Handler', { exact: true }).waitFor();
    await expect(english.getByTestId('io-view-handler').innerText()).resolves.toBe(HANDLER);
    await view.getByText('Transfer', { exact: true }).waitFor();
    await view.getByText('Wrong room').waitFor();
    await english.getByTestId('io-view-sub-work-order').getByText('Sub work order', { exact: true }).waitFor();
    await english.getByTestId('io-view-sub-work-order').getByText('No sub work order yet; it appears here once work orders are available').waitFor();
    expect((await equipmentRow())?.position_id).toBe(topId);
    await rig.shot(english, 'eqpt-io-english');
  });
});
