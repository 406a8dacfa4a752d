/// <reference lib="dom" />
import { Workbook } from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { floorPlanPng } from '../../libs/equipment/src/location/plan-png';
import { adminToken, api, eventually } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { addEquipment, equipmentByCode, placeTree, type EquipmentRow } from './support/places';

interface PositionNode {
  id: number;
  name: string;
  parent_id: number | null;
  plan_file_id?: number | null;
  children?: PositionNode[];
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

/**
 * Each test makes through the API what it needs (its own locations, equipment and orders, named after it) and opens
 * its own page, so a failed or slow test leaves the others as they were.
 */
describe('equipment journey in Chromium (Chinese)', () => {
  let rig: BrowserRig;
  let token: string;
  let handlerId: number;
  const tree = async () => flatten(await api<PositionNode[]>(rig.url, '/assetPosition/tree', {}, token));
  const ioByRemark = async (remark: string) => (await api<{ rows: IoRow[] }>(rig.url, '/equipmentIo/pageList', { keyword: remark }, token)).rows[0];

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    handlerId = (await api<{ id: number }>(rig.url, '/user/add', { account: 'handler1', name: HANDLER, password: 'pass1234' }, token)).id;
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('builds a location tree: a top-level location with a floor plan and a child under it', async () => {
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/asset/address');
    await page.getByTestId('location-add').click();
    await page.getByTestId('location-form-name').fill('一号泵站');
    const plan = page.getByTestId('location-form-plan');
    await plan.locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: floorPlanPng() });
    // The upload has finished and the form holds its file id (not merely listed while still uploading).
    await plan.locator('.gy-upload[data-state="done"]:not([data-file-ids=""])').waitFor();
    await page.getByTestId('location-form-submit').click();
    const top = await eventually(async () => (await tree()).find((n) => n.name === '一号泵站'), Boolean);
    expect(top?.plan_file_id).toBeGreaterThan(0);

    await page.getByTestId(`location-add-child-${top!.id}`).click();
    await page.getByTestId('location-form-name').fill('一号泵房');
    await page.getByTestId('location-form-submit').click();
    const child = await eventually(async () => (await tree()).find((n) => n.name === '一号泵房'), Boolean);
    expect(child?.parent_id).toBe(top!.id);
    await page.getByTestId(`location-node-${child!.id}`).waitFor();
    await rig.shot(page, 'eqpt-location-tree');
  });

  it('registers equipment by hand in a child location, places it on the plan and finds its marker on the map', async () => {
    const { topId, childId } = await placeTree(rig.url, token, '二号泵站', '二号泵房');
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/eqpt/list/add');
    await page.getByTestId('eqpt-form-code').fill('PUMP-201');
    await page.getByTestId('eqpt-form-name').fill('二号泵');
    await pick(page, 'eqpt-form-type', '泵');
    await pick(page, 'eqpt-form-position', '二号泵房');
    await page.getByTestId('eqpt-form-submit').click();
    const equipment = (await eventually(() => equipmentByCode(rig.url, token, 'PUMP-201'), Boolean))!;
    expect(equipment.position_id).toBe(childId);
    expect([equipment.x, equipment.y]).toEqual([null, null]);

    await page.goto(`${rig.url}/gengyun/asset/address/view?id=${childId}`);
    const plan = page.getByTestId('location-plan');
    await plan.getByTestId('plan-target').getByText('设备', { exact: true }).click();
    await pick(page, 'plan-equipment', 'PUMP-201 二号泵');
    const map = plan.locator('.leaflet-container');
    await plan.locator('.leaflet-image-layer').waitFor();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await plan.getByTestId('plan-point').getByText(/已选坐标/).waitFor();
    await plan.getByTestId('plan-save').click();
    const placed = await eventually(() => equipmentByCode(rig.url, token, 'PUMP-201'), (row) => row?.x !== null && row?.y !== null);
    expect(placed!.x).toBeGreaterThan(0);
    expect(placed!.y).toBeGreaterThan(0);
    await plan.getByTestId('plan-point').getByText(`当前坐标：X ${placed!.x}，Y ${placed!.y}`).waitFor();

    await page.goto(`${rig.url}/gengyun/eqpt/map?position=${topId}`);
    const mapCard = page.getByTestId('eqpt-map');
    await mapCard.locator('.leaflet-image-layer').waitFor();
    await expect(mapCard.getByTestId('map-mode-switch').locator('.ant-segmented-item-selected').innerText()).resolves.toBe('平面图');
    const popup = await openMarkerPopup(mapCard, 'PUMP-201');
    expect(await popup.innerText()).toContain('二号泵');
    await rig.shot(page, 'eqpt-marker-on-plan');
  });

  it('shows its QR code and opens its printable label', async () => {
    const equipment = await addEquipment(rig.url, token, { code: 'PUMP-QR1', name: '二维码泵' });
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, `/gengyun/eqpt/list/view?id=${equipment.id}&tab=qr`);
    await page.getByTestId('eqpt-qr-image').waitFor();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="eqpt-qr-image"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    const [label] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('eqpt-qr-print').click()]);
    await label.getByText('PUMP-QR1').first().waitFor();
    expect(await label.locator('img').count()).toBeGreaterThan(0);
    await rig.shot(label, 'eqpt-qr-labels');
    await label.close();
  });

  it('imports a file and shows the row errors, writing nothing', async () => {
    await placeTree(rig.url, token, '导入泵站', '导入泵房');
    const book = new Workbook();
    const template = await fetch(`${rig.url}/equipment/importTemplate?token=${token}`);
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0]!;
    sheet.addRow(['IMP-1', '进水泵', '泵', null, '导入泵房', '在用']);
    sheet.addRow(['IMP-2', null, '泵', null, '导入泵房', '在用']);
    sheet.addRow(['IMP-3', '出水泵', '泵', null, '导入泵房', '在用', null, null, null, '2025-13-45']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/eqpt/list');
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
    const { topId, childId } = await placeTree(rig.url, token, '出库泵站', '出库泵房');
    await addEquipment(rig.url, token, { code: 'PUMP-OUT1', name: '出库泵', positionId: childId });
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/eqpt/io');
    await page.getByTestId('io-add').click();
    await page.getByTestId('io-form-direction').getByText('出库', { exact: true }).click();
    await pick(page, 'io-form-to-position', '出库泵站');
    await page.getByTestId('io-form-handler-choose').click();
    await chooseRow(page, '选择经办人', HANDLER);
    await expect(page.getByTestId('io-form-handler-name').inputValue()).resolves.toBe(HANDLER);
    await page.getByTestId('io-form-choose').click();
    await chooseRow(page, '选择设备', 'PUMP-OUT1');
    await page.getByTestId('io-form-remark').fill('E2E 出库');
    await page.getByTestId('io-form-submit').click();
    const order = (await eventually(() => ioByRemark('E2E 出库'), Boolean))!;
    expect(order).toMatchObject({ state: 0, handler_user_id: handlerId });

    await page.getByTestId(`io-submit-${order.id}`).click();
    await page.getByTestId(`io-submit-${order.id}-confirm`).click();
    await page.getByTestId(`io-approve-${order.id}`).click();
    await page.getByTestId(`io-approve-${order.id}-confirm`).click();
    const row = page.locator('tr', { has: page.getByTestId(`io-view-${order.id}`) });
    await row.getByText('已完成').waitFor();
    expect(await row.innerText()).toContain(HANDLER);

    await page.getByTestId(`io-view-${order.id}`).click();
    await expect(page.getByTestId('io-view-handler').innerText()).resolves.toBe(HANDLER);
    await page.getByTestId('io-view-sub-work-order').getByText('暂无子工单，工单模块启用后在此显示').waitFor();
    await page.getByTestId('io-view-page').getByText('PUMP-OUT1').waitFor();
    await rig.shot(page, 'eqpt-io-approved');

    expect(await equipmentByCode(rig.url, token, 'PUMP-OUT1')).toMatchObject({ position_id: topId, status: 1 });
    await page.goto(`${rig.url}/gengyun/eqpt/list`);
    const keyword = page.getByTestId('eqpt-search').locator('input:not([role=combobox])').first();
    await keyword.fill('PUMP-OUT1');
    await keyword.press('Enter');
    const listed = page.locator('tr.ant-table-row', { hasText: 'PUMP-OUT1' });
    await listed.getByText('出库泵站', { exact: true }).waitFor();
    await listed.getByText('在用', { exact: true }).waitFor();
    expect(await listed.innerText()).not.toContain('出库泵房');
  });

  it('counts a location and finishes the count', async () => {
    const { topId } = await placeTree(rig.url, token, '盘点泵站', '盘点泵房');
    const equipment = await addEquipment(rig.url, token, { code: 'PUMP-CNT1', name: '盘点泵', positionId: topId });
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/eqpt/inventory');
    await page.getByTestId('count-add').click();
    await pick(page, 'count-form-position', '盘点泵站');
    await page.getByTestId('count-form-submit').click();
    const countId = (await eventually(async () => (await api<{ rows: Array<{ id: number }> }>(rig.url, '/equipmentCount/pageList', { position_id: topId }, token)).rows[0], Boolean))!.id;
    const before = await api<CountDetail>(rig.url, '/equipmentCount/detail', { id: countId }, token);
    expect(before.items.map((i) => i.equipment_id)).toEqual([equipment.id]);

    await page.getByTestId(`count-detail-${countId}`).click();
    const drawer = page.getByTestId('count-detail');
    await drawer.getByText('PUMP-CNT1').waitFor();
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
    const { topId } = await placeTree(rig.url, token, '英文泵站', '英文泵房');
    const equipment = await addEquipment(rig.url, token, { code: 'PUMP-EN1', name: '英文泵', positionId: topId });
    // A finished order of its own, so that the list shows the "Done" state in English.
    const done = await api<{ id: number }>(rig.url, '/equipmentIo/add', { direction: 3, to_position_id: topId, equipment_ids: [equipment.id], remark: 'E2E done' }, token);
    await api(rig.url, '/equipmentIo/submit', { id: done.id }, token);
    await api(rig.url, '/equipmentIo/approve', { id: done.id }, token);

    const english = await rig.newPage({ width: 1600, height: 900 });
    await openAs(english, rig.url);
    await english.getByTestId('lang-switch').click();
    await english.getByTestId('lang-en_US').click();
    await english.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('[data-testid="menu"]')?.textContent ?? ''));

    await english.goto(`${rig.url}/gengyun/eqpt/io`);
    const list = english.getByTestId('io-page');
    await list.locator('th', { hasText: 'Handler' }).waitFor();
    await list.locator('tr', { has: english.getByTestId(`io-view-${done.id}`) }).getByText('Done', { exact: true }).waitFor();
    await english.getByTestId('io-add').click();
    const form = english.locator('.ant-modal', { has: english.getByTestId('io-form-direction') });
    await form.getByText('New in/out order').waitFor();
    await english.getByTestId('io-form-direction').getByText('Transfer', { exact: true }).click();
    await english.getByTestId('io-form-direction').locator('.ant-radio-wrapper-checked', { hasText: 'Transfer' }).waitFor();
    await pick(english, 'io-form-to-position', '英文泵房');
    await expect(english.getByTestId('io-form-handler-name').getAttribute('placeholder')).resolves.toBe('Defaults to you');
    await english.getByTestId('io-form-handler-choose').click();
    await chooseRow(english, 'Choose Handler', HANDLER);
    await english.getByTestId('io-form-choose').click();
    await chooseRow(english, 'Choose Equipment', 'PUMP-EN1');
    await english.getByTestId('io-form-remark').fill('E2E transfer');
    await english.getByTestId('io-form-submit').click();
    const order = (await eventually(() => ioByRemark('E2E transfer'), Boolean))!;
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
    expect((await equipmentByCode(rig.url, token, 'PUMP-EN1'))?.position_id).toBe(topId);
    await rig.shot(english, 'eqpt-io-english');
  });
});
