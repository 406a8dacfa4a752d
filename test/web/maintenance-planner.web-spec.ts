/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { api, adminToken, typeId } from './support/api';
import { chooseOption, openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Named {
  id: number;
  name: string;
}
interface Page_<T> {
  rows: T[];
}
interface PlanRow extends Named {
  version: number;
}
interface OrderRow {
  id: number;
  source: string;
  source_id: number | null;
}

/** Today minus `days`, as the form's date input takes it (far enough back to be past in any time zone). */
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The demo enterprise's date now (its zone is Asia/Shanghai). */
const enterpriseDay = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** Picks an option of an antd select found by its accessible name inside `scope` (selects without a test id). */
async function chooseIn(page: Page, scope: string, ariaLabel: string, label: string): Promise<void> {
  await page.getByTestId(scope).getByRole('combobox', { name: ariaLabel }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}

/** Types a search into an equipment select and picks the piece it finds. */
async function chooseEquipment(page: Page, testId: string, code: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).locator('input').fill(code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).first().click();
}

describe('a planner sets up a usage plan in the browser, in Chinese', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('adds a run-hours plan with a forecast preview, enters counter readings by hand, generates its order and finds it on the calendar', async () => {
    const token = await adminToken(rig.url);
    const code = `PLN-EQ-${Date.now().toString(36)}`;
    const equipment = await api<Named>(rig.url, '/equipment/add', { asset_code: code, asset_name: '计划测试泵', type_id: await typeId(rig.url, token, '泵'), status: 1 }, token);
    const [template] = (await api<Page_<Named>>(rig.url, '/taskTemplate/pageList', { pageNumber: 1, pageSize: 10 }, token)).rows;
    const [orderType] = (await api<Page_<Named>>(rig.url, '/workOrderType/pageList', { pageNumber: 1, pageSize: 10 }, token)).rows;
    const planName = `运行小时保养 ${code}`;

    // The browser is half a day behind the enterprise (Asia/Shanghai, the demo's): the calendar's today is still the
    // enterprise's day.
    const page = await rig.newPage({ timezoneId: 'Etc/GMT+12' });
    await openAs(page, rig.url, '/gengyun/maint/plan');
    await page.getByTestId('plan-add').click();
    const form = page.getByTestId('plan-form');
    await page.getByTestId('plan-name').fill(planName);
    await form.getByText('逐台选择').click();
    await chooseEquipment(page, 'plan-equipment', code);
    await chooseOption(page, 'plan-template', template?.name as string);
    await chooseOption(page, 'plan-order-type', orderType?.name as string);
    await page.getByTestId('plan-person').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^管理员$/ }).first().click();
    const start = form.locator('.ant-picker input').first();
    await start.click();
    await start.fill(daysAgo(7));
    await start.press('Enter');
    // The default monthly condition becomes a fixed workload: every 100 run hours, entered by hand.
    await chooseIn(page, 'plan-trigger-0', '触发条件', '固定工作量');
    await page.getByTestId('plan-trigger-0-step').fill('100');
    await chooseIn(page, 'plan-trigger-0', '来源', '人工录入');

    // The draft's preview forecasts the counter before anything is saved: no reading yet, so no basis.
    await page.getByTestId('plan-preview-button').click();
    const forecast = page.getByTestId('plan-usage-forecast');
    await forecast.getByText(`计划测试泵`).waitFor();
    await forecast.getByText('运行小时').first().waitFor();
    await page.getByTestId('plan-submit').click();
    await form.waitFor({ state: 'hidden' });
    const [plan] = (await api<Page_<PlanRow>>(rig.url, '/plan/pageList', { keyword: code, pageNumber: 1, pageSize: 10 }, token)).rows;
    expect(plan?.name).toBe(planName);
    await page.getByTestId(`plan-row-${plan?.id}`).waitFor();

    // Readings by hand, as the hour meter is read: 1,200 h is where the plan's count starts (the generation pass
    // that first sees a counter takes it as the base), 1,350 h passes the 100 h step and the next pass makes the order.
    const planOrders = async (): Promise<OrderRow[]> =>
      (await api<Page_<OrderRow>>(rig.url, '/workOrder/pageList', { equipment_id: equipment.id, pageNumber: 1, pageSize: 50 }, token)).rows.filter(
        (o) => o.source === 'plan' && o.source_id === plan?.id,
      );
    for (const value of ['1200', '1350']) {
      await page.getByTestId('plan-usage-readings').click();
      await chooseEquipment(page, 'usage-reading-equipment', code);
      await page.getByTestId('usage-reading-value').fill(value);
      await page.getByTestId('usage-reading-submit').click();
      await page.getByTestId('usage-reading-list').getByText(`${value} 小时`).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('usage-readings').waitFor({ state: 'hidden' });
      const generated = page.waitForResponse((r) => r.url().endsWith('/plan/generate'));
      await page.getByTestId('plan-generate').click();
      await (await generated).finished();
      if (value === '1200') expect(await planOrders()).toHaveLength(0);
    }
    expect(await planOrders()).toHaveLength(1);

    // The calendar, filtered to the plan, shows its work.
    await page.goto(`${rig.url}/gengyun/maint/calendar`);
    await chooseOption(page, 'calendar-plan', planName);
    const calendar = page.getByTestId('maint-calendar-page');
    await calendar.locator('.fc-event', { hasText: planName }).first().waitFor();
    await page.keyboard.press('Escape');
    const before = enterpriseDay();
    const today = await calendar.locator('.fc-day-today').first().getAttribute('data-date');
    expect([before, enterpriseDay()]).toContain(today);
    await rig.shot(page, 'maintenance-planner-calendar');
  }, 240_000);
});
