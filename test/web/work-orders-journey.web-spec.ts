/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { png } from '../api/files/fixtures';
import { adminToken, api, typeId, userWithGrants } from './support/api';
import { chooseOption, openAs, scrambleForStorage, startBrowserRig, type BrowserRig } from './support/browser';
import { placeTree } from './support/places';

const PHONE = { width: 390, height: 844 };
/** What userWithGrants gives its users. */
const PASSWORD = 'pass1234';
const TITLE = '旅程测试：冷却水泵漏水';

interface Login {
  token: string;
  userId: number;
}
interface Order {
  id: number;
  version: number;
  status: string;
}

/** Gives the page a session made through the API and opens `path`; waits for `ready` (phone pages have no side menu). */
async function openPhoneAs(page: Page, url: string, path: string, account: string, ready: string): Promise<void> {
  const answer = await api<Login>(url, '/login', { account, password: PASSWORD });
  const blank = `${url}/__test-blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(([name, value]) => localStorage.setItem(name as string, value as string), ['gy.session', scrambleForStorage(JSON.stringify({ ...answer, online: true }))]);
  await page.goto(`${url}${path}`);
  await page.getByTestId(ready).waitFor();
}

/** Uploads a photo for work orders as `token` (multipart, as the web does); answers the file's id. */
async function uploadPhoto(url: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png())], { type: 'image/png' }), '现场照片.png');
  form.append('business_no', 'workOrder');
  const res = await fetch(`${url}/addFile`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const envelope = (await res.json()) as { code: number; content: number; msg: string };
  if (envelope.code !== 200) throw new Error(`/addFile: ${envelope.msg}`);
  return envelope.content;
}



describe('work-order journey in Chromium (Chinese): QR request → convert → grab race → phone handling → evaluate → archive', () => {
  let rig: BrowserRig;
  let admin: string;

  beforeAll(async () => {
    rig = await startBrowserRig();
    admin = await adminToken(rig.url);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  // One test walks the whole journey (a dozen pages, three people): a minute is tight on a busy machine.
  it('walks one request to an archived order while the dispatcher\'s list follows it live', async () => {
    // Set-up through the API: a place with equipment, two technicians in a pool, a reviewer, a type on that pool.
    const { childId } = await placeTree(rig.url, admin, '旅程水厂', '旅程泵房');
    const equipment = await api<{ id: number }>(rig.url, '/equipment/add', { asset_code: 'JRN-EQ-1', asset_name: '冷却水泵', type_id: await typeId(rig.url, admin, '泵'), position_id: childId, status: 1 }, admin);
    const handle = ['work/order/list', 'work/order/handler', 'home', 'menu.personal.home.fileUpload', 'menu.personal.home.fileRead'];
    await userWithGrants(rig.url, 'jrn.zhang', handle);
    await userWithGrants(rig.url, 'jrn.li', handle);
    await userWithGrants(rig.url, 'jrn.review', ['work/order/list', 'menu.work.orderList.review']);
    const [zhang, li, reviewer] = await Promise.all(['jrn.zhang', 'jrn.li', 'jrn.review'].map((account) => api<Login>(rig.url, '/login', { account, password: PASSWORD })));
    const pool = await api<{ id: number }>(rig.url, '/workOrderPool/add', { name: '旅程班组', member_ids: [zhang!.userId, li!.userId] }, admin);
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 600, completion_minutes: 1200 }));
    await api(rig.url, '/workOrderType/add', { code: 'JRN', name: '旅程维修', default_pool_id: pool.id, levels }, admin);
    const link = await api<{ token: string }>(rig.url, '/serviceRequest/publicLink', { equipment_id: equipment.id }, admin);

    // The dispatcher's order list stays open from here to the end.
    const list = await rig.newPage();
    await openAs(list, rig.url, '/gengyun/work/order/list');
    await list.getByTestId('work-order-page').waitFor();

    // The requester scans the QR code: the public page on a phone, a photo, and the request is sent.
    const phone = await rig.newPage(PHONE);
    await phone.goto(`${rig.url}/public/request/${link.token}`);
    await phone.getByTestId('public-request-equipment').getByText('冷却水泵').waitFor();
    await phone.getByTestId('public-request-title').fill(TITLE);
    await phone.getByTestId('public-request-description').fill('泵体下方持续滴水');
    await phone.getByTestId('public-request-name').fill('值班员 刘');
    await phone.getByTestId('public-request-photos').setInputFiles({ name: '漏水.png', mimeType: 'image/png', buffer: png() });
    await phone.getByTestId('public-request-submit').click();
    await phone.getByTestId('public-request-number').waitFor({ timeout: 20000 });
    await rig.shot(phone, 'work-orders-journey-public-request');

    // The dispatcher finds it on the service-request list and converts it into an order of the pool's type.
    const desk = await rig.newPage();
    await openAs(desk, rig.url, '/gengyun/service/info');
    const requestRow = desk.locator('tr', { hasText: TITLE });
    await requestRow.waitFor();
    await requestRow.getByRole('button').first().click();
    await desk.getByTestId('service-request-detail').waitFor();
    await desk.getByTestId('service-request-photos').locator('img').first().waitFor();
    await desk.getByTestId('service-request-convert').click();
    await desk.getByTestId('service-request-convert-type').waitFor();
    await chooseOption(desk, 'service-request-convert-type', '旅程维修');
    await desk.getByTestId('service-request-convert-person').click();
    await desk.keyboard.type('管理员');
    await desk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '管理员' }).first().click();
    await desk.getByTestId('service-request-convert-submit').click();
    await desk.getByTestId('service-request-convert-type').waitFor({ state: 'hidden' });
    const requests = await api<{ rows: Array<{ title: string; status: string; work_order_id: number | null }> }>(rig.url, '/serviceRequest/pageList', { keyword: TITLE }, admin);
    const converted = requests.rows.find((r) => r.title === TITLE);
    expect(converted?.status).toBe('converted');
    const orderId = converted?.work_order_id as number;

    const row = list.getByTestId(`work-order-row-${orderId}`);
    const listShows = (label: string) => row.getByText(label, { exact: true }).waitFor({ timeout: 20000 });
    await listShows('待分配');

    // Two technicians grab at the same moment, from the version they both read: exactly one wins.
    const seen = await api<Order>(rig.url, '/workOrder/detail', { id: orderId }, zhang!.token);
    const race = await Promise.allSettled(
      [zhang!, li!].map((who) => api<Order>(rig.url, '/workOrder/act', { id: orderId, version: seen.version, action: 'grab' }, who.token)),
    );
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const winner = race[0]!.status === 'fulfilled' ? { login: zhang!, account: 'jrn.zhang' } : { login: li!, account: 'jrn.li' };
    await listShows('待维修');

    // The winner handles it on the phone-sized handler page: start, suspend with a note, resume, a photo, finish with
    // a remark (the handler page asks one).
    const field = await rig.newPage(PHONE);
    await openPhoneAs(field, rig.url, `/gengyun/work/order/handler?id=${orderId}`, winner.account, 'work-order-handler');
    const press = async (action: string, note?: string): Promise<void> => {
      await field.getByTestId(`work-order-action-${action}`).click();
      if (note) {
        await field.getByTestId(`work-order-action-dialog-${action}`).getByTestId('work-order-action-note').fill(note);
        await field.getByTestId('work-order-action-ok').click();
        await field.getByTestId('work-order-action-note').waitFor({ state: 'hidden' });
      }
      await field.getByTestId(`work-order-action-${action}`).waitFor({ state: 'detached' });
    };
    await press('start');
    await listShows('处理中');
    await press('suspend', '等待机械密封备件');
    await listShows('已挂起');
    await press('resume');
    await listShows('处理中');
    // The photo goes through the record API here; the handler page's camera and signature are the field spec's.
    const photo = await uploadPhoto(rig.url, winner.login.token);
    await api(rig.url, '/workOrderAttachment/add', { work_order_id: orderId, file_ids: [photo] }, winner.login.token);
    await press('finish', '更换机械密封，试运行正常');
    await listShows('完工待确认');
    await rig.shot(field, 'work-orders-journey-handler');

    // Confirmed and approved by the reviewer (API), evaluated by the requester's side in the dispatcher's drawer.
    const reviewAct = async (action: string): Promise<void> => {
      const now = await api<Order>(rig.url, '/workOrder/detail', { id: orderId }, reviewer!.token);
      await api(rig.url, '/workOrder/act', { id: orderId, version: now.version, action }, reviewer!.token);
    };
    await reviewAct('confirm');
    await listShows('待审核');
    await reviewAct('approve');
    await listShows('待评价');
    await list.getByTestId(`work-order-detail-${orderId}`).click();
    await list.getByTestId('work-order-action-evaluate').click();
    const evaluate = list.getByTestId('work-order-action-dialog-evaluate');
    await evaluate.getByTestId('work-order-action-score').locator('.ant-rate-star').nth(4).click();
    await evaluate.getByTestId('work-order-action-note').fill('处理及时，现场整洁');
    await list.getByTestId('work-order-action-ok').click();
    await evaluate.getByTestId('work-order-action-note').waitFor({ state: 'hidden' });
    await listShows('待确认');
    await list.keyboard.press('Escape');

    await reviewAct('confirm');
    await listShows('待归档');
    await reviewAct('archive');
    await listShows('已完成');
    await rig.shot(list, 'work-orders-journey-list');

    const done = await api<Order & { evaluation_score: number }>(rig.url, '/workOrder/detail', { id: orderId }, admin);
    expect(done).toMatchObject({ status: 'completed', evaluation_score: 5 });
  }, 180_000);
});
