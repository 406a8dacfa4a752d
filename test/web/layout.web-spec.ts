/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { adminToken, api, typeId } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { addHighRule, alarmOf, meterWithDevice, storedValue, type Device } from './support/devices';
import { columnPlaces, coveredBy, hiddenColumns, lineCount, openFromMenu, overlaps } from './support/layout';

/** The visible buttons of the page area (toolbars, card extras, row actions in view). */
async function pageButtons(page: Page): Promise<Locator[]> {
  const buttons = page.locator('.gy-page button:visible, .gy-page .ant-segmented-item:visible, .gy-page .leaflet-control-zoom a:visible');
  const count = await buttons.count();
  const inView: Locator[] = [];
  for (let i = 0; i < count; i++) {
    const box = await buttons.nth(i).boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height) inView.push(buttons.nth(i));
  }
  return inView;
}

/** Buttons the banner overlaps or that something else covers, by test id or text. */
async function coveredButtons(page: Page, banner: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const button of await pageButtons(page)) {
    const name = (await button.getAttribute('data-testid')) ?? (await button.innerText()).trim();
    const cover = await coveredBy(button);
    if (cover || (await overlaps(button, banner))) problems.push(`${name}${cover ? ` under ${cover}` : ' under the banner'}`);
  }
  return problems;
}

describe('layouts in Chromium (1366×768 and 1920×1080)', () => {
  let rig: BrowserRig;
  let token: string;
  const devices: Device[] = [];
  const device = async (code: string, name: string): Promise<Device> => {
    const made = await meterWithDevice(rig.url, token, { code, name });
    devices.push(made);
    return made;
  };

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
  });
  afterEach(() => rig.closePages());
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.close()));
    await rig.close();
  });

  it('keeps the ledger’s key columns in view, beside the fixed actions column, at 1366×768', async () => {
    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, '/gengyun/eqpt/list');
    const table = page.getByTestId('eqpt-list-page').locator('.gy-data-table');
    await table.locator('.ant-table-row').nth(9).waitFor();
    const places = await columnPlaces(table, ['设备编号', '设备名称', '设备状态', '运行状态', '采购日期']);
    expect(hiddenColumns(places)).toEqual([]);
    expect(places.find((p) => p.title === '采购日期')?.cellText).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await rig.shot(page, 'layout-ledger-1366');
  });

  it('keeps the alarm list’s level, time and who acknowledged in view at 1366×768; a long note wraps in the detail', async () => {
    const meter = await device('LAYOUT-FM-1', '布局流量计');
    await addHighRule(rig.url, token, { name: '布局测试流量过高', meterId: meter.meterId, threshold: 500, severity: 4 });
    await meter.send({ instant_flow: 812, cumulative: 10, pressure: 0.3 });
    const alarm = await alarmOf(rig.url, token, meter.meterId);
    const note = `确认说明${'N'.repeat(240)}`;
    await api(rig.url, '/alarm/acknowledge', { id: alarm.id, note }, token);

    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, '/gengyun/monitor/alarm');
    const table = page.getByTestId('alarm-table');
    await page.getByTestId(`alarm-row-${alarm.id}`).filter({ hasText: '管理员' }).waitFor();
    const places = await columnPlaces(table, ['报警级别', '状态', '报警规则', '仪表', '最新值', '报警时间', '确认人']);
    expect(hiddenColumns(places, ['报警规则'])).toEqual([]);
    expect(places.find((p) => p.title === '报警时间')?.cellText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(places.find((p) => p.title === '确认人')?.cellText).toBe('管理员');
    await rig.shot(page, 'layout-alarms-1366');
    if (places.find((p) => p.title === '报警规则')?.cellCut) {
      await page.getByTestId(`alarm-row-${alarm.id}`).locator('.gy-ellipsis', { hasText: '布局' }).hover();
      await page.locator('.ant-tooltip:visible', { hasText: '布局测试流量过高' }).waitFor();
    }

    await page.getByTestId(`alarm-detail-${alarm.id}`).click();
    const drawer = page.getByTestId('alarm-detail');
    const noteCell = drawer.locator('.ant-descriptions-item-content', { hasText: 'NNNN' });
    await noteCell.waitFor();
    const labels = drawer.locator('.ant-descriptions-item-label');
    const squeezed: string[] = [];
    for (let i = 0; i < (await labels.count()); i++) {
      if ((await lineCount(labels.nth(i))) > 1) squeezed.push(await labels.nth(i).innerText());
    }
    expect(squeezed).toEqual([]);
    expect(await lineCount(noteCell)).toBeGreaterThan(1);
    const body = drawer.locator('.ant-drawer-body');
    expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await rig.shot(page, 'layout-alarm-detail-note');
  });

  it('keeps the flowmeter page’s code, status, flow, cumulative flow and pressure in view at 1366×768', async () => {
    const meter = await device('LAYOUT-FM-2', '布局二号流量计');
    await meter.send({ instant_flow: 12.5, cumulative: 3456.78, pressure: 0.42 });
    await storedValue(rig.url, token, meter.meterId, 'pressure', 0.42);
    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, '/gengyun/watch/flowmeter');
    const table = page.getByTestId('flowmeter-page').locator('.gy-data-table');
    await page.getByTestId(`meter-value-${meter.meterId}-pressure`).filter({ hasText: '0.42' }).waitFor();
    const places = await columnPlaces(table, ['仪表编号', '仪表名称', '状态', '瞬时流量*', '累计流量*', '压力*']);
    expect(hiddenColumns(places)).toEqual([]);
    await rig.shot(page, 'layout-flowmeter-1366');
  });

  it('docks a level-5 banner above the page: detail buttons and the map toolbar stay uncovered; the banner collapses; one font in both languages', async () => {
    const meter = await device('LAYOUT-FM-3', '布局三号流量计');
    await addHighRule(rig.url, token, { name: '五级流量过高', meterId: meter.meterId, threshold: 500, severity: 5 });
    await addHighRule(rig.url, token, { name: '五级压力过高', meterId: meter.meterId, threshold: 1, severity: 5, quantity: 'pressure' });
    const equipment = await api<{ id: number }>(rig.url, '/equipment/add', { asset_code: 'LAYOUT-EQ-1', asset_name: '布局测试设备', type_id: await typeId(rig.url, token, '泵'), status: 1 }, token);

    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, `/gengyun/eqpt/list/view?id=${equipment.id}`);
    await page.getByTestId('eqpt-scrap').waitFor();
    await page.locator('[data-testid="alarm-count"][data-live="true"]').waitFor();
    await meter.send({ instant_flow: 900, cumulative: 1, pressure: 0.3 });
    const banner = page.getByTestId('alarm-banner');
    await banner.waitFor();
    for (const id of ['eqpt-scrap', 'eqpt-delete', 'eqpt-view-back']) await page.getByTestId(id).waitFor();
    expect(await coveredButtons(page, banner)).toEqual([]);
    await rig.shot(page, 'layout-banner-detail');

    await openFromMenu(page, '设备管理', '设备地图');
    await page.getByTestId('map-refresh').waitFor();
    await page.locator('.gy-page .leaflet-control-zoom-in').waitFor();
    // The flow alarm clears and comes back (one line, raised twice), and a pressure alarm joins it.
    await meter.send({ instant_flow: 100, cumulative: 2, pressure: 0.3 });
    await alarmOf(rig.url, token, meter.meterId, 'cleared');
    await meter.send({ instant_flow: 950, cumulative: 3, pressure: 1.5 });
    await banner.and(page.locator('[data-groups="2"]')).waitFor();
    await banner.getByTestId('alarm-banner-repeats').filter({ hasText: '×2' }).waitFor();
    expect(await coveredButtons(page, banner)).toEqual([]);
    await rig.shot(page, 'layout-banner-map');

    const expanded = (await banner.boundingBox())!.height;
    await page.getByTestId('alarm-banner-toggle').click();
    await banner.and(page.locator('[data-collapsed="true"]')).waitFor();
    expect((await banner.boundingBox())!.height).toBeLessThan(expanded);
    expect(await coveredButtons(page, banner)).toEqual([]);

    const fonts = () =>
      page.evaluate(() => {
        const font = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
        return { banner: font('.gy-alarm-banner-title'), page: font('.gy-page .ant-card-head-title'), button: font('[data-testid=alarm-banner-view]') };
      });
    const zh = await fonts();
    expect(zh.banner).toBe(zh.page);
    expect(zh.button).toBe(zh.page);
    expect(zh.banner).toMatch(/sans-serif$/);
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en_US').click();
    await banner.getByText('Severity 5 alarm', { exact: false }).first().waitFor();
    const en = await fonts();
    expect(en).toEqual(zh);
    await rig.shot(page, 'layout-banner-english-collapsed');
  });

  it('fills a 1920×1080 screen with the alarm list and the ledger', async () => {
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/eqpt/list');
    const fills = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const table = el.querySelector('.ant-table')!.getBoundingClientRect().width;
        const scroller = el.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
        return { share: table / el.getBoundingClientRect().width, scrolls: scroller.scrollWidth > scroller.clientWidth + 1 };
      });
    await page.locator('.gy-data-table .ant-table-row').first().waitFor();
    expect(await fills('[data-testid=eqpt-list-page] .gy-data-table')).toEqual({ share: expect.any(Number), scrolls: false });
    expect((await fills('[data-testid=eqpt-list-page] .gy-data-table')).share).toBeGreaterThan(0.99);
    await openFromMenu(page, '监测报警', '报警列表');
    await page.getByTestId('alarm-table').locator('.ant-table-thead').waitFor();
    const alarms = await fills('[data-testid=alarm-table] .gy-data-table');
    expect(alarms.scrolls).toBe(false);
    expect(alarms.share).toBeGreaterThan(0.99);
    await rig.shot(page, 'layout-alarms-1920');
  });
});
