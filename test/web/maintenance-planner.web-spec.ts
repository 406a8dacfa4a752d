/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { api, adminToken, typeId, userWithGrants } from './support/api';
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
  const select = page.getByTestId(testId);
  // On a busy machine a click can land while the search's results redraw the list and take nothing: until its option
  // shows as chosen (the list stays open in multiple mode), search and click again.
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await select.locator('input').fill(code);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).first().click();
    const chosen = await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-selected', { hasText: code })
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true, () => false);
    if (chosen || attempt === 3) return;
  }
}

/** What a plan needs, through the API: a new pump coded `code`, the demo's first task template and order type. */
async function planParts(url: string, code: string, assetName: string) {
  const token = await adminToken(url);
  const equipment = await api<Named>(url, '/equipment/add', { asset_code: code, asset_name: assetName, type_id: await typeId(url, token, '泵'), status: 1 }, token);
  const [template] = (await api<Page_<Named>>(url, '/taskTemplate/pageList', { pageNumber: 1, pageSize: 10 }, token)).rows;
  const [orderType] = (await api<Page_<Named>>(url, '/workOrderType/pageList', { pageNumber: 1, pageSize: 10 }, token)).rows;
  return { token, equipment, template: template as Named, orderType: orderType as Named };
}

/** Opens the plan form on the plan list and fills what every plan has: name, the piece by code, template, order type, person, a start a week ago. */
async function fillPlanBasics(page: Page, name: string, code: string, parts: { template: Named; orderType: Named }, person: string | RegExp) {
  await page.getByTestId('plan-add').click();
  const form = page.getByTestId('plan-form');
  await page.getByTestId('plan-name').fill(name);
  await form.getByText('逐台选择').click();
  await chooseEquipment(page, 'plan-equipment', code);
  await chooseOption(page, 'plan-template', parts.template.name);
  await chooseOption(page, 'plan-order-type', parts.orderType.name);
  await page.getByTestId('plan-person').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: person }).first().click();
  const start = form.locator('.ant-picker input').first();
  await start.click();
  await start.fill(daysAgo(7));
  await start.press('Enter');
  return form;
}

describe('a planner sets up a usage plan in the browser, in Chinese', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('adds a run-hours plan with a forecast preview, enters counter readings by hand, generates its order and finds it on the calendar', async () => {
    const code = `PLN-EQ-${Date.now().toString(36)}`;
    const parts = await planParts(rig.url, code, '计划测试泵');
    const { token, equipment } = parts;
    const planName = `运行小时保养 ${code}`;

    // The browser is half a day behind the enterprise (Asia/Shanghai, the demo's): the calendar's today is still the
    // enterprise's day.
    const page = await rig.newPage({ timezoneId: 'Etc/GMT+12' });
    await openAs(page, rig.url, '/gengyun/maint/plan');
    const form = await fillPlanBasics(page, planName, code, parts, /^管理员$/);
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
      // Its close button rather than Escape (Chromium moves the focus out of the drawer when the saving button
      // disables), clicked as an event: the "saved" message sits over the button, and a pointer resting on it keeps it.
      await page.locator('.ant-drawer-close:visible').dispatchEvent('click');
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

  it('adds a monthly plan, sees it beside a usage plan\'s order on the calendar, and drags a forecast day to another day', async () => {
    const stamp = Date.now().toString(36);
    const code = `PLN-MO-${stamp}`;
    const parts = await planParts(rig.url, code, '月度测试泵');
    const { token, equipment, template, orderType } = parts;
    // A person in charge of these two plans alone: the calendar filtered to them shows nothing else.
    const person = `planner-${stamp}`;
    await userWithGrants(rig.url, person, []);
    const personId = (await api<Page_<Named>>(rig.url, '/user/pageList', { keyword: person, pageNumber: 1, pageSize: 10 }, token)).rows[0]?.id;
    const usageName = `用量计划 ${code}`;
    const usage = await api<Named>(rig.url, '/plan/add', {
      name: usageName, coverage: 'equipment', equipment_ids: [equipment.id], task_template_id: template.id, work_order_type_id: orderType.id, person_in_charge_id: personId,
      duration_hours: 4, start_date: daysAgo(7), triggers: [{ kind: 'usage', counter: 'runHours', step: 100, source: 'manual' }],
    }, token);
    for (const value of [1200, 1350]) {
      await api(rig.url, '/usageReading/add', { equipment_id: equipment.id, counter: 'runHours', value }, token);
      await api(rig.url, '/plan/generate', {}, token);
    }
    const orders = (await api<Page_<OrderRow>>(rig.url, '/workOrder/pageList', { equipment_id: equipment.id, pageNumber: 1, pageSize: 50 }, token)).rows;
    expect(orders.filter((o) => o.source === 'plan' && o.source_id === usage.id)).toHaveLength(1);

    // The monthly plan through the form: on the last day of each month.
    const monthlyName = `月末保养 ${code}`;
    const page = await rig.newPage({ timezoneId: 'Asia/Shanghai' });
    await openAs(page, rig.url, '/gengyun/maint/plan');
    const form = await fillPlanBasics(page, monthlyName, code, parts, person);
    const executionDay = page.getByTestId('plan-trigger-0').getByRole('combobox').nth(1);
    await executionDay.click();
    // The days are a virtual list with the last day as its last option: up from the first wraps round to it.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await executionDay.press('ArrowUp');
    await executionDay.press('Enter');
    await page.getByTestId('plan-trigger-0').getByTitle('月末最后一天').waitFor();
    await page.getByTestId('plan-submit').click();
    await form.waitFor({ state: 'hidden' });
    const [monthly] = (await api<Page_<PlanRow>>(rig.url, '/plan/pageList', { keyword: monthlyName, pageNumber: 1, pageSize: 10 }, token)).rows;
    expect(monthly?.name).toBe(monthlyName);

    // This month, filtered to the person: the usage plan's order and the monthly plan's last day, nothing else.
    await page.goto(`${rig.url}/gengyun/maint/calendar`);
    await chooseOption(page, 'calendar-person', person);
    const calendar = page.getByTestId('maint-calendar-page');
    await calendar.locator('.fc-event', { hasText: usageName }).first().waitFor();
    await calendar.locator('.fc-event', { hasText: monthlyName }).first().waitFor();
    await page.keyboard.press('Escape');

    // Next month: its last day's forecast dragged to the day before.
    const [year, month] = enterpriseDay().split('-').map(Number) as [number, number];
    const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.UTC(year, month + 1, -1)).toISOString().slice(0, 10);
    await calendar.locator('.fc-next-button').click();
    const event = calendar.locator(`.fc-daygrid-day[data-date="${lastOfNext}"] .fc-event`, { hasText: monthlyName });
    await event.waitFor();
    const from = await event.boundingBox();
    const to = await calendar.locator(`.fc-daygrid-day[data-date="${dayBefore}"]`).boundingBox();
    if (!from || !to) throw new Error('the day cells are not laid out');
    const moved = page.waitForResponse((r) => r.url().endsWith('/plan/moveOccurrence'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    expect((await (await moved).json()).code).toBe(200);
    await calendar.locator(`.fc-daygrid-day[data-date="${dayBefore}"] .fc-event`, { hasText: monthlyName }).waitFor();
    expect(await calendar.locator(`.fc-daygrid-day[data-date="${lastOfNext}"] .fc-event`, { hasText: monthlyName }).count()).toBe(0);
    // Only that occurrence moved: the server's calendar has the day before, and the month after still ends on its last day.
    const lastOfAfter = new Date(Date.UTC(year, month + 2, 0)).toISOString().slice(0, 10);
    const planned = await api<{ rows: Array<{ plan_id: number; due: string; planned: string }> }>(rig.url, '/plan/calendar', { start: dayBefore, end: lastOfAfter, plan_id: monthly?.id }, token);
    expect(planned.rows.filter((o) => o.plan_id === monthly?.id).map((o) => [o.due, o.planned])).toEqual([[dayBefore, lastOfNext], [lastOfAfter, lastOfAfter]]);
    await rig.shot(page, 'maintenance-planner-drag');
  }, 240_000);
});
