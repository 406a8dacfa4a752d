import type { Page } from 'playwright-core';
import { adminToken, api, eventually, userWithGrants } from './support/api';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

interface UserRow {
  id: number;
  account: string;
  name: string;
}

describe('user administration in Chromium', () => {
  let rig: BrowserRig;
  let page: Page;
  let token: string;
  const findUser = async (account: string): Promise<UserRow | undefined> => {
    const page = await api<{ rows: UserRow[] }>(rig.url, '/user/pageList', { keyword: account }, token);
    return page.rows.find((r) => r.account === account);
  };

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    await userWithGrants(rig.url, 'lister', ['user', 'identity:user:list']);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());
  beforeEach(async () => {
    page = await rig.newPage();
  });

  it('creates, edits and deletes a user through the screens', async () => {
    await loginThroughPage(page, rig.url);
    await page.goto(`${rig.url}/gengyun/user`);
    await page.getByTestId('user-add').click();
    await page.getByTestId('user-form-account').fill('zhangsan');
    await page.getByTestId('user-form-name').fill('张三');
    await page.getByTestId('user-form-phone').fill('13800138000');
    await page.getByTestId('user-form-password').fill('pass1234');
    await page.getByTestId('user-form-submit').click();
    await page.getByTestId('user-view-page').waitFor();
    const created = await findUser('zhangsan');
    expect(created?.name).toBe('张三');
    await rig.shot(page, 'user-created');

    await page.getByTestId('user-view-edit').click();
    await page.getByTestId('user-form-name').fill('张三丰');
    await page.getByTestId('user-view-save').click();
    await eventually(() => findUser('zhangsan'), (u) => u?.name === '张三丰');

    await page.goto(`${rig.url}/gengyun/user`);
    await page.getByTestId(`user-row-delete-${created?.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary, .ant-popover .ant-btn-primary').first().click();
    await eventually(() => findUser('zhangsan'), (u) => u === undefined);
    await rig.shot(page, 'user-deleted');
  });

  it('hides the add button from a user without its permission, and the server still refuses the call', async () => {
    await loginThroughPage(page, rig.url, 'lister', 'pass1234');
    await page.goto(`${rig.url}/gengyun/user`);
    await page.getByTestId('user-search').waitFor();
    expect(await page.getByTestId('user-add').count()).toBe(0);
    await rig.shot(page, 'user-list-without-add');
    const { token } = await api<{ token: string }>(rig.url, '/login', { account: 'lister', password: 'pass1234' });
    await expect(api(rig.url, '/user/add', { account: 'sneaky', name: 'x', password: 'pass1234' }, token)).rejects.toThrow('没有权限');
    expect(await findUser('sneaky')).toBeUndefined();
  });
});
