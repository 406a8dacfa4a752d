/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { api, adminToken, userWithGrants } from './support/api';
import { chooseOption, openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Login {
  token: string;
  userId: number;
}
interface Order {
  id: number;
  version: number;
  status: string;
}

const TITLE = 'Cooling pump leaking at the seal';
/** Names the people and data of this test carry; anything else Chinese on an English page is an untranslated label. */
const DATA_IN_CHINESE = ['管理员'];
const untranslated = async (part: Locator): Promise<string[]> => {
  let text = await part.innerText();
  for (const name of DATA_IN_CHINESE) text = text.replaceAll(name, '');
  return text.match(/[\u3400-\u9fff\uff01-\uff5e]+/g) ?? [];
};

/** Logs in at desktop size and switches the shell to English (the choice is kept for the session's pages). */
async function openInEnglish(page: Page, url: string, path: string, account?: string): Promise<string> {
  const token = await openAs(page, url, '/gengyun/home', account, account ? 'pass1234' : undefined);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en_US').click();
  await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('[data-testid="menu"]')?.textContent ?? ''));
  await page.goto(`${url}${path}`);
  return token;
}

describe('work orders in English: the dispatcher adds an order in the form, a technician handles it on a phone', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('adds the order, follows it live in English, and the technician starts and finishes it on the handler page with English labels', async () => {
    const admin = await adminToken(rig.url);
    await userWithGrants(rig.url, 'en.tech', ['todo/task/list', 'work/order/list', 'work/order/handler', 'home', 'menu.personal.home.fileUpload', 'menu.personal.home.fileRead']);
    const tech = await api<Login>(rig.url, '/login', { account: 'en.tech', password: 'pass1234' });
    const pool = await api<{ id: number }>(rig.url, '/workOrderPool/add', { name: 'Pump crew', member_ids: [tech.userId] }, admin);
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 600, completion_minutes: 1200 }));
    await api(rig.url, '/workOrderType/add', { code: `EN${Date.now().toString(36)}`, name: 'Pump repair', default_pool_id: pool.id, levels }, admin);

    // The dispatcher adds the order in the English form; the list labels and its state are English.
    const desk = await rig.newPage();
    await openInEnglish(desk, rig.url, '/gengyun/work/order/list');
    await desk.getByTestId('work-order-add').click();
    const form = desk.getByTestId('work-order-form');
    await form.getByText('Title', { exact: true }).waitFor();
    await desk.getByTestId('work-order-title').fill(TITLE);
    await chooseOption(desk, 'work-order-type', 'Pump repair');
    await desk.getByTestId('work-order-person').click();
    await desk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^管理员$/ }).first().click();
    await desk.getByTestId('work-order-submit').click();
    await form.waitFor({ state: 'hidden' });
    const added = (await api<{ rows: Array<Order & { title: string }> }>(rig.url, '/workOrder/pageList', { keyword: TITLE }, admin)).rows.find((o) => o.title === TITLE);
    expect(added?.status).toBe('toAssign');
    const row = desk.getByTestId(`work-order-row-${added?.id}`);
    const listShows = (label: string) => row.getByText(label, { exact: true }).waitFor({ timeout: 20000 });
    await listShows('Waiting to assign');
    // The demo's own orders and types are Chinese data: the headings, the toolbar and this order's row are checked.
    const page = desk.getByTestId('work-order-page');
    expect(await untranslated(page.locator('thead'))).toEqual([]);
    expect(await untranslated(row)).toEqual([]);
    expect(await untranslated(page.locator('.ant-card-head'))).toEqual([]);

    // The technician takes it from the pool (the grab race is the Chinese journey's); the list follows live.
    const seen = await api<Order>(rig.url, '/workOrder/detail', { id: added?.id }, tech.token);
    await api(rig.url, '/workOrder/act', { id: seen.id, version: seen.version, action: 'grab' }, tech.token);
    await listShows('To repair');

    // On the phone, in English: start, then finish with a remark.
    const field = await rig.newPage();
    await openInEnglish(field, rig.url, `/gengyun/work/order/handler?id=${seen.id}`, 'en.tech');
    await field.setViewportSize({ width: 390, height: 844 });
    const handler = field.getByTestId('work-order-handler');
    await handler.getByText(TITLE).first().waitFor();
    await field.getByTestId('work-order-action-start').getByText('Start').waitFor();
    expect(await untranslated(handler)).toEqual([]);
    await field.getByTestId('work-order-action-start').click();
    await field.getByTestId('work-order-action-start').waitFor({ state: 'detached' });
    await listShows('Processing');
    await field.getByTestId('work-order-action-finish').getByText('Finish').waitFor();
    await field.getByTestId('work-order-action-finish').click();
    const dialog = field.getByTestId('work-order-action-dialog-finish');
    await dialog.getByTestId('work-order-action-note').fill('Replaced the mechanical seal; test run normal');
    expect(await untranslated(dialog)).toEqual([]);
    await field.getByTestId('work-order-action-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await listShows('Pending confirmation');
    expect(await field.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot(field, 'work-orders-english-handler');

    const done = await api<Order>(rig.url, '/workOrder/detail', { id: seen.id }, admin);
    expect(done.status).toBe('pendingConfirmation');
  }, 180_000);
});
