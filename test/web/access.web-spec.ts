import type { Page } from 'playwright-core';
import { api, userWithGrants } from './support/api';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

describe('login lockout and route permissions in Chromium', () => {
  let rig: BrowserRig;
  let page: Page;
  beforeAll(async () => {
    rig = await startBrowserRig();
    await userWithGrants(rig.url, 'locky', ['home']);
    await userWithGrants(rig.url, 'viewer', ['home', 'my/info']);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());
  beforeEach(async () => {
    page = await rig.newPage();
  });

  it('locks the account after five wrong passwords and says so', async () => {
    await page.goto(`${rig.url}/login`);
    for (let i = 1; i <= 5; i++) {
      await page.getByTestId('login-account').fill('locky');
      await page.getByTestId('login-password').fill(`wrong${i}pass`);
      await page.getByTestId('login-submit').click();
      await page.getByText(i < 5 ? '账号或密码错误' : '账号已锁定，请15分钟后再试').first().waitFor();
    }
    await page.getByTestId('login-password').fill('pass1234');
    await page.getByTestId('login-submit').click();
    await page.getByText('账号已锁定，请15分钟后再试').first().waitFor();
    expect(page.url()).toContain('/login');
    await rig.shot(page, 'login-locked');
  });

  it('refuses a route the user is not permitted, with the no-permission message', async () => {
    await loginThroughPage(page, rig.url, 'viewer', 'pass1234');
    await page.goto(`${rig.url}/gengyun/user`);
    await page.getByText('没有权限').first().waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/gengyun/user');
    await rig.shot(page, 'route-refused');
  });

  it('keeps refusing on the server even when the page is reached around the guard', async () => {
    const { token } = await api<{ token: string }>(rig.url, '/login', { account: 'viewer', password: 'pass1234' });
    await expect(api(rig.url, '/user/pageList', {}, token)).rejects.toThrow('没有权限');
    await loginThroughPage(page, rig.url, 'viewer', 'pass1234');
    await rig.shot(page, 'viewer-home');
  });
});
