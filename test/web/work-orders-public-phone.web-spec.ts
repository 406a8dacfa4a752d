/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { png } from '../api/files/fixtures';
import { adminToken, api, typeId } from './support/api';
import { startBrowserRig, type BrowserRig } from './support/browser';
import { placeTree } from './support/places';

const PHONE = { width: 390, height: 844 };

/** Presses the camera button as a finger would and answers the file chooser it opens (the phone's camera or gallery). */
async function takePhoto(page: Page, button: Locator, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png() });
}

/** The element lies wholly inside the phone's width (nothing cut off or needing a sideways scroll). */
async function insideThePhone(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

describe('the public request page on a phone (390×844, Chromium): camera buttons on the form and on a followed request', () => {
  let rig: BrowserRig;
  let admin: string;

  beforeAll(async () => {
    rig = await startBrowserRig();
    admin = await adminToken(rig.url);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('takes a photo with the form\'s button, then adds one more to the sent request from its progress', async () => {
    const { childId } = await placeTree(rig.url, admin, '扫码水厂', '扫码泵房');
    const equipment = await api<{ id: number }>(rig.url, '/equipment/add', { asset_code: 'PUB-EQ-1', asset_name: '扫码水泵', type_id: await typeId(rig.url, admin, '泵'), position_id: childId, status: 1 }, admin);
    const link = await api<{ token: string }>(rig.url, '/serviceRequest/publicLink', { equipment_id: equipment.id }, admin);

    const phone = await rig.newPage(PHONE);
    await phone.goto(`${rig.url}/public/request/${link.token}`);
    await phone.getByTestId('public-request-equipment').getByText('扫码水泵').waitFor();
    const camera = phone.getByTestId('public-request-page').getByRole('button', { name: /拍照或选择照片/ });
    await insideThePhone(camera);
    await takePhoto(phone, camera, '第一张.png');
    await phone.getByText('第一张.png').waitFor();
    // Only the button shows: the browser's own file control ("Choose Files", in the browser's language) stays hidden.
    expect(await phone.getByTestId('public-request-photos').isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await phone.getByTestId('public-request-title').fill('扫码报修：水泵异响');
    await phone.getByTestId('public-request-name').fill('值班员 王');
    await phone.getByTestId('public-request-phone').fill('13800138000');
    await phone.getByTestId('public-request-submit').click();
    await phone.getByTestId('public-request-number').waitFor({ timeout: 20000 });

    // Following it: the number is filled in, the phone is asked again; the open request offers its own camera button.
    await phone.getByTestId('public-request-follow-sent').click();
    await phone.getByText('报修时留下的手机号', { exact: true }).waitFor();
    await phone.getByTestId('public-follow-phone').fill('13800138000');
    await phone.getByTestId('public-follow-submit').click();
    await phone.getByTestId('public-follow-photos').filter({ hasText: '照片：1张' }).waitFor();
    const more = phone.getByTestId('public-supplement').getByRole('button', { name: /拍照或选择照片/ });
    await insideThePhone(more);
    await takePhoto(phone, more, '补充.png');
    await phone.getByTestId('public-supplement').getByText('补充.png').waitFor();
    expect(await phone.getByTestId('public-supplement-photos').isVisible()).toBe(false);
    await insideThePhone(phone.getByTestId('public-supplement-submit'));
    await phone.getByTestId('public-supplement-submit').click();
    await phone.getByTestId('public-supplement-done').waitFor({ timeout: 20000 });
    // The count is the server's answer after the addition: both photos are held by the request.
    await phone.getByTestId('public-follow-photos').filter({ hasText: '照片：2张' }).waitFor();
    await rig.shot(phone, 'work-orders-public-phone');
  }, 120_000);
});
