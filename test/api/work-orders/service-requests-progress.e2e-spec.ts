import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { ok, world, type World } from './support';
import type { Request } from './service-requests-support';

let ipSeq = 0;
/** Each call from its own client address unless one is given, so only the test about the limit meets it. */
const nextIp = (): string => `10.78.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const NOT_FOUND = ['没有找到该编号和手机号对应的报修，请核对后重试', 'No request has this number and phone number; please check them and try again'];

/** A public requester follows their request by its number and phone (issue 13 item 3): no login, rate-limited, nothing else shown. */
describe(`public service request progress (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let link: string;

  const linkOf = async (who: World, equipmentId: number): Promise<string> => (await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: equipmentId }, who.admin)).token;
  const raise = async (fields: Record<string, string>, on = link): Promise<string> => {
    let req = t.http().post('/public/serviceRequest/add').set('X-Forwarded-For', nextIp());
    for (const [name, value] of Object.entries({ link: on, title: '水龙头漏水', requester_name: '王先生', ...fields })) req = req.field(name, value);
    const res = await req;
    if (res.status !== 200) throw new Error(`add → ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.content as { code: string }).code;
  };
  const look = (body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) =>
    t.post('/public/serviceRequest/progress', { link, ...body }).set('X-Forwarded-For', opts.ip ?? nextIp()).set('Accept-Language', opts.lang ?? 'zh-CN');
  const requestOf = async (code: string): Promise<Request> => (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: code }, w.admin)).rows[0]!;
  const notFound = async (body: Record<string, unknown>, on = link) => {
    const zh = await look({ ...body, link: on });
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([404, -1, NOT_FOUND[0]]);
    const en = await look({ ...body, link: on }, { lang: 'en-US' });
    expect([en.status, en.body.msg]).toEqual([404, NOT_FOUND[1]]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    link = await linkOf(w, w.equipmentA);
  });
  afterAll(() => t?.close());

  it('answers the request’s progress to its number and phone, and nothing else', async () => {
    const code = await raise({ title: '照明灯不亮', requester_phone: '13800138000' });
    const res = await look({ code, phone: '138 0013-8000' });
    expect(res.status).toBe(200);
    const answer = res.body.content as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(['code', 'create_time', 'evaluation_score', 'handled_time', 'order_finished_time', 'order_status', 'photo_count', 'reject_reason', 'status', 'title']);
    expect(answer).toMatchObject({ code, title: '照明灯不亮', status: 'open', handled_time: null, reject_reason: null, order_status: null, order_finished_time: null, evaluation_score: null, photo_count: 0 });
  });

  it('follows the conversion into a work order and a rejection with its reason', async () => {
    const code = await raise({ requester_phone: '13800138001' });
    const request = await requestOf(code);
    const converted = await ok<Request>(t, '/serviceRequest/convert', { id: request.id, version: request.version, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    const after = (await look({ code, phone: '13800138001' })).body.content;
    expect(after).toMatchObject({ status: 'converted', order_status: 'toAssign', order_finished_time: null });
    expect(after.handled_time).not.toBeNull();
    expect(converted.work_order_id).toBeTruthy();
    expect(after).not.toHaveProperty('work_order_id');

    const refusedCode = await raise({ requester_phone: '+85291234567' });
    const refused = await requestOf(refusedCode);
    await ok(t, '/serviceRequest/reject', { id: refused.id, version: refused.version, reason: '已由物业处理' }, w.admin);
    expect((await look({ code: refusedCode, phone: '+85291234567' })).body.content).toMatchObject({ status: 'rejected', reject_reason: '已由物业处理' });
  });

  it('answers the same "not found" to a wrong phone, an unknown number, a request without a phone and another enterprise’s page', async () => {
    const code = await raise({ requester_phone: '13800138002' });
    await notFound({ code, phone: '13800138003' });
    await notFound({ code: 'SR20000101-9999', phone: '13800138002' });
    await notFound({ code, phone: 'not a phone' });
    const silent = await raise({});
    await notFound({ code: silent, phone: '13800138002' });
    const other = await world(t);
    await notFound({ code, phone: '13800138002' }, await linkOf(other, other.equipmentA));
    expect((await look({ code, phone: '13800138002' })).status).toBe(200);
  });

  it('refuses malformed bodies and a bad link, and is refused while the page is turned off', async () => {
    expect((await look({ code: 'x' })).status).toBe(422);
    expect((await look({ phone: '13800138000' })).status).toBe(422);
    expect((await look({ code: 'x', phone: '13800138000', extra: 1 })).status).toBe(422);
    const bad = await look({ code: 'x', phone: '13800138000', link: '0'.repeat(32) });
    expect([bad.status, bad.body.msg]).toEqual([404, '二维码无效或已失效']);
    const code = await raise({ requester_phone: '13800138004' });
    await ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value: false }] }, w.admin);
    const off = await look({ code, phone: '13800138004' });
    expect([off.status, off.body.msg]).toEqual([403, '该单位已关闭扫码报修，请联系设备管理人员']);
    await ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value: true }] }, w.admin);
    expect((await look({ code, phone: '13800138004' })).status).toBe(200);
  });

  it('limits look-ups per client address', async () => {
    const from = '10.98.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await look({ code: 'SR20000101-0001', phone: '13800138000' }, { ip: from })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    expect((await look({ code: 'SR20000101-0001', phone: '13800138000' })).status).toBe(404);
  });
});
