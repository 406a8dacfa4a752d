/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { api, userWithGrants } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { png } from '../api/files/fixtures';

interface Login {
  token: string;
  userId: number;
}
interface Attachment {
  name: string;
  kind: string;
  user_name: string;
  category: string;
}

/** A technician: the to-dos and the handler page, and uploading and reading files (the personal menu's buttons). */
const technician = (base: string, account: string): Promise<void> =>
  userWithGrants(base, account, ['todo/task/list', 'work/order/handler', 'menu.personal', 'menu.personal.home', 'menu.personal.home.fileUpload', 'menu.personal.home.fileRead']);

const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 60 * level, completion_minutes: 600 * level }));

/** The button of the step needed now, at the bottom of the handler page. */
const next = (page: Page, action: string) => page.getByTestId('handler-next').getByTestId(`work-order-action-${action}`);

describe('the technician’s handler page on a 390×844 phone, in Chinese', () => {
  let rig: BrowserRig;

  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('opens the to-do, accepts, starts, times the work, takes a photo, signs on screen and finishes', async () => {
    await technician(rig.url, 'tech-field');
    const admin = await api<Login>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    const tech = await api<Login>(rig.url, '/login', { account: 'tech-field', password: 'pass1234' });
    const type = await api<{ id: number }>(rig.url, '/workOrderType/add', { code: `F${Date.now().toString(36)}`, name: '现场维修', levels: LEVELS }, admin.token);
    const order = await api<{ id: number; status: string }>(
      rig.url,
      '/workOrder/add',
      { title: '冷却泵漏水', priority: 3, type_id: type.id, person_in_charge_id: admin.userId, handler_ids: [tech.userId] },
      admin.token,
    );

    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/home', 'tech-field', 'pass1234');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${rig.url}/gengyun/todo/task/list`);
    await page.getByTestId(`todo-open-${order.id}`).click();
    await page.getByTestId('work-order-handler').waitFor();

    await next(page, 'accept').click();
    await next(page, 'start').click();
    await page.getByTestId('field-timer-start').and(page.locator(':enabled')).click();
    await page.getByTestId('field-timer-stop').click();
    await page.getByTestId('field-timer-start').waitFor();
    const labour = await api<{ entries: Array<{ user_id: number; end_time: string | null }> }>(rig.url, '/workOrderLabour/list', { work_order_id: order.id }, admin.token);
    expect(labour.entries.map((e) => [e.user_id, e.end_time !== null])).toEqual([[tech.userId, true]]);

    await page.getByTestId('field-photos-input').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: png(40, 40) });
    await page.getByTestId('field-photo-grid').locator('img').first().waitFor();

    const canvas = page.getByTestId('signature-canvas');
    // In the middle of the screen: the step's button is kept at the bottom, over what scrolls beneath it.
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'start' }));
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 40);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + 40 + (i % 2) * 60, { steps: 3 });
    await page.mouse.up();
    await page.getByTestId('signature-confirm').and(page.locator(':enabled')).click();
    await page.locator('[data-testid^="field-signature-"] img').first().waitFor();

    // Nothing in the handler page is wider than the page itself, nor the shell around it wider than the phone.
    const handler = page.getByTestId('work-order-handler');
    expect(await handler.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const nextBox = (await next(page, 'finish').boundingBox())!;
    expect(nextBox.height).toBeGreaterThanOrEqual(44);
    await rig.shot(page, 'work-orders-field-390');

    await next(page, 'finish').click();
    await page.getByTestId('work-order-action-note').fill('更换密封圈');
    await page.getByTestId('work-order-action-ok').click();
    await page.getByTestId('work-order-action-dialog-finish').waitFor({ state: 'detached' });

    const done = await api<{ status: string }>(rig.url, '/workOrder/detail', { id: order.id }, admin.token);
    expect(done.status).toBe('pendingConfirmation');
    const files = await api<Attachment[]>(rig.url, '/workOrderAttachment/list', { id: order.id }, admin.token);
    expect(files.map((f) => [f.name, f.kind, f.category, f.user_name])).toEqual([
      ['现场.png', 'file', 'image', 'tech-field'],
      ['signature.png', 'signature', 'image', 'tech-field'],
    ]);
  });
});
