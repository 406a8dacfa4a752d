/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

describe('admin shell in Chromium', () => {
  let rig: BrowserRig;
  let page: Page;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());
  beforeEach(async () => {
    page = await rig.newPage();
  });

  it('sends an anonymous visitor of an admin page to the login page', async () => {
    await page.goto(`${rig.url}/gengyun/user`);
    await page.waitForURL(/\/login/);
    await expectVisible(page, 'login-submit');
    await rig.shot(page, 'guard-redirect-to-login');
  });

  it('shows the SPEC message for a wrong password', async () => {
    await page.goto(`${rig.url}/login`);
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill('wrong-password1');
    await page.getByTestId('login-submit').click();
    await page.getByText('账号或密码错误').first().waitFor();
    await rig.shot(page, 'login-wrong-password');
  });

  it('logs in, renders the menu from the server and opens a page as a tab', async () => {
    await loginThroughPage(page, rig.url);
    await expectVisible(page, 'menu');
    await expectVisible(page, 'tab-bar');
    await rig.shot(page, 'shell-home-dark');
  });

  it('switches language and theme', async () => {
    await loginThroughPage(page, rig.url);
    const background = (): string => getComputedStyle(document.body).backgroundColor;
    const before = await page.evaluate(background);
    await page.getByTestId('theme-switch').click();
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor !== bg, before);
    const menuText = async () => (await page.getByTestId('menu').innerText()).trim();
    const chinese = await menuText();
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en_US').click();
    await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('[data-testid="menu"]')?.textContent ?? ''));
    expect(await menuText()).toMatch(/[A-Za-z]/);
    await rig.shot(page, 'shell-english-light');
  });
});

async function expectVisible(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).first().waitFor({ state: 'visible' });
}
