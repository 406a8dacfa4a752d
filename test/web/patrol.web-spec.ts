/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Login {
  token: string;
  userId: number;
}
interface Task {
  id: number;
  name: string;
  points: Array<{ point_id: number; results: Array<{ type: string; repair_order_id: number | null }> }>;
}

/** The demo points' QR contents (libs/maintenance patrol demo), in walking order. */
const QR = ['GY-PATROL-01', 'GY-PATROL-02'];

/** Checks in at the next point by typing its QR label's content (what the camera would read). */
async function checkIn(page: Page, qr: string): Promise<void> {
  const card = page.getByTestId('patrol-check-in-card');
  await card.getByTestId('patrol-qr-input').fill(qr);
  await card.getByTestId('patrol-check-in').click();
  await page.getByTestId('patrol-checklist').waitFor();
}

/** Answers the demo checklist (a pass/fail and a temperature) and submits it. */
async function answer(page: Page, pass: boolean): Promise<void> {
  const list = page.getByTestId('patrol-checklist');
  await list.locator('[data-testid^="patrol-input-"]').first().getByText(pass ? '合格' : '不合格', { exact: true }).click();
  await list.locator('input[role="spinbutton"]').fill('45');
  await list.getByTestId('patrol-submit').click();
}

describe('an inspector walks the demo route on a 390×844 phone, in Chinese', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('opens today’s patrol, checks in at two points by their QR content, fails an item and the work order appears', async () => {
    const admin = await api<Login>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/home');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${rig.url}/gengyun/patrol/mobile`);
    const [task] = await api<Task[]>(rig.url, '/patrolTask/mine', {}, admin.token);
    await page.getByTestId(`patrol-task-${task?.id}`).click();
    await page.getByTestId('patrol-walk').waitFor();

    await checkIn(page, QR[0] as string);
    await answer(page, true);
    await page.getByTestId('patrol-check-in-card').getByText('2号泵机组').waitFor();
    await checkIn(page, QR[1] as string);
    await answer(page, false);
    await page.getByTestId('patrol-check-in-card').getByText('3号泵机组').waitFor();
    await page.getByTestId('patrol-progress').getByText('2/3').waitFor();

    const walked = await api<Task>(rig.url, '/patrolTask/detail', { id: task?.id }, admin.token);
    const orderId = walked.points[1]?.results.find((r) => r.type === 'passFail')?.repair_order_id;
    expect(orderId).toBeGreaterThan(0);
    // The order shows on the route's second point, and in the work-order list.
    await page.getByTestId(`patrol-point-${walked.points[1]?.point_id}`).getByText(`#${orderId}`).waitFor();
    const listed = await api<{ rows: Array<{ id: number; title: string }> }>(rig.url, '/workOrder/pageList', { pageSize: 50 }, admin.token);
    expect(listed.rows.find((o) => o.id === orderId)?.title).toContain('2号泵机组');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot(page, 'patrol-phone');
  }, 180_000);
});
