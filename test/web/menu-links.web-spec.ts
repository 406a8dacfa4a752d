/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { consoleOf, loginThroughPage, openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface MenuLink {
  href: string;
  label: string;
}

/** Unfolds every folder of the side menu (nested ones too) and reads each entry's link. */
async function menuLinks(page: Page): Promise<MenuLink[]> {
  const menu = page.getByTestId('menu');
  for (;;) {
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title:visible');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const links = menu.locator('.ant-menu-item a:visible');
  await links.first().waitFor();
  return links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() })));
}

/** Console errors and uncaught exceptions recorded since `from`. */
const errorsSince = (page: Page, from: number): string[] => consoleOf(page).slice(from).filter((line) => /\] \[(error|pageerror)\]/.test(line));

/** Opens every menu address directly (a full load, as from a bookmark or a pasted address) and checks what shows. */
async function visitAll(page: Page, rig: BrowserRig, links: MenuLink[]): Promise<string[]> {
  const problems: string[] = [];
  for (const link of links) {
    const from = consoleOf(page).length;
    await page.goto(`${rig.url}${link.href}`);
    await page.getByTestId('menu').waitFor();
    // The entry is the selected one, its tab is the active one, and the page area drew something that is not a spinner.
    await page.getByTestId('menu').locator(`.ant-menu-item-selected a[href="${link.href}"]`).waitFor();
    await page.locator('.gy-tab-bar .ant-tabs-tab-active').filter({ hasText: link.label }).waitFor();
    await page.waitForFunction(() => {
      const area = document.querySelector<HTMLElement>('.gy-page');
      return !!area && !area.querySelector('.ant-spin-spinning') && area.innerText.trim().length > 0;
    });
    const text = await page.locator('.gy-page').innerText();
    if (new URL(page.url()).pathname !== link.href) problems.push(`${link.href}: landed on ${page.url()}`);
    if (await page.locator('[data-testid=route-error], [data-testid=coming-soon]').count()) problems.push(`${link.href}: error or placeholder page`);
    // A bare "404" is not a refusal: the cache page's counters (hits, bytes) pass through it as the demo runs.
    if (/not found|未找到|status code 404/i.test(text)) problems.push(`${link.href}: says not found`);
    for (const line of errorsSince(page, from)) problems.push(`${link.href}: ${line}`);
  }
  return problems;
}

describe('menus are links in Chromium', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('reaches every page of the demo admin’s menu by its address, in Chinese', async () => {
    const page = await rig.newPage();
    await loginThroughPage(page, rig.url);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(15);
    expect(links.every((link) => link.href.startsWith('/') && /[\u4e00-\u9fff]/.test(link.label))).toBe(true);
    expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
    expect(await visitAll(page, rig, links)).toEqual([]);
  }, 300_000);

  it('reaches every page of the demo admin’s menu by its address, in English', async () => {
    const page = await rig.newPage();
    await loginThroughPage(page, rig.url);
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en_US').click();
    await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('[data-testid="menu"]')?.textContent ?? ''));
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(15);
    expect(links.every((link) => /^[\x20-\x7e]+$/.test(link.label))).toBe(true);
    expect(await visitAll(page, rig, links)).toEqual([]);
    await rig.shot(page, 'menu-links-english');
  }, 300_000);

  it('opens a menu entry or a tab in a new browser tab on middle-click or ctrl-click, logged in; a plain click stays in the page', async () => {
    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/home');
    const menu = page.getByTestId('menu');
    await menu.getByText('设备管理', { exact: true }).click();
    const map = menu.locator('a[href="/gengyun/eqpt/map"]');
    await map.waitFor();

    const opened = async (click: () => Promise<void>): Promise<Page> => {
      const [popup] = await Promise.all([page.context().waitForEvent('page'), click()]);
      await popup.getByTestId('menu').waitFor();
      return popup;
    };
    const middle = await opened(() => map.click({ button: 'middle' }));
    expect(new URL(middle.url()).pathname).toBe('/gengyun/eqpt/map');
    await middle.locator('.gy-tab-bar .ant-tabs-tab-active').filter({ hasText: '设备地图' }).waitFor();
    await middle.getByTestId('eqpt-map').waitFor();
    const ctrl = await opened(() => map.click({ modifiers: ['ControlOrMeta'] }));
    expect(new URL(ctrl.url()).pathname).toBe('/gengyun/eqpt/map');
    await ctrl.getByTestId('eqpt-map').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gengyun/home');

    // A plain click navigates in place: the document (and a mark left in it) stays.
    await page.evaluate(() => ((window as unknown as { gyMark: number }).gyMark = 1));
    await map.click();
    await page.getByTestId('eqpt-map').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gengyun/eqpt/map');
    expect(await page.evaluate(() => (window as unknown as { gyMark?: number }).gyMark)).toBe(1);

    // The home tab is a link too: ctrl-click opens it elsewhere and leaves this page where it is.
    const homeTab = page.locator('.gy-tab-bar a[href="/gengyun/home"]');
    const fromTab = await opened(() => homeTab.click({ modifiers: ['ControlOrMeta'] }));
    expect(new URL(fromTab.url()).pathname).toBe('/gengyun/home');
    expect(new URL(page.url()).pathname).toBe('/gengyun/eqpt/map');

    // A copied address pasted into a fresh tab of the same browser lands on that page, its tab open.
    const copied = await map.getAttribute('href');
    const pasted = await page.context().newPage();
    await pasted.goto(`${rig.url}${copied}`);
    await pasted.getByTestId('eqpt-map').waitFor();
    await pasted.locator('.gy-tab-bar .ant-tabs-tab-active').filter({ hasText: '设备地图' }).waitFor();
    await rig.shot(middle, 'menu-link-new-tab');
  }, 120_000);
});
