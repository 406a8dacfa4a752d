import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { act, detail, ok, world, type Order, type World } from './support';
import type { Request } from './service-requests-support';

let ipSeq = 0;
/** Each call from its own client address unless one is given, so only the test about the limit meets it. */
const nextIp = (): string => `10.79.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const NOT_FOUND = ['没有找到该编号和手机号对应的报修，请核对后重试', 'No request has this number and phone number; please check them and try again'];
const NOT_YET = ['该报修的工单尚未到评价环节', 'The work on this request is not waiting for an evaluation'];
const TWICE = ['该报修已评价过，不能重复评价', 'This request has already been evaluated'];

/** A public requester evaluates the finished work of their request from the page (issue 13 item 3): number and phone, once. */
describe(`public evaluation of a service request (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let link: string;

  const raise = async (fields: Record<string, string>): Promise<string> => {
    let req = t.http().post('/public/serviceRequest/add').set('X-Forwarded-For', nextIp());
    for (const [name, value] of Object.entries({ link, title: '空调不制冷', requester_name: '李女士', ...fields })) req = req.field(name, value);
    const res = await req;
    if (res.status !== 200) throw new Error(`add → ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.content as { code: string }).code;
  };
  const evaluate = (body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) =>
    t.post('/public/serviceRequest/evaluate', { link, ...body }).set('X-Forwarded-For', opts.ip ?? nextIp()).set('Accept-Language', opts.lang ?? 'zh-CN');
  const refused = async (body: Record<string, unknown>, status: number, [zh, en]: string[]) => {
    const a = await evaluate(body);
    expect([a.status, a.body.msg]).toEqual([status, zh]);
    const b = await evaluate(body, { lang: 'en-US' });
    expect([b.status, b.body.msg]).toEqual([status, en]);
  };
  /** The request converted into an order handled by the administrator; answers the order. */
  const convert = async (code: string): Promise<Order> => {
    const request = (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: code }, w.admin)).rows[0]!;
    const converted = await ok<Request>(t, '/serviceRequest/convert', { id: request.id, version: request.version, type_id: w.inspect, priority: 2, person_in_charge_id: w.admin.userId, handler_ids: [w.admin.userId] }, w.admin);
    return detail(t, w.admin, converted.work_order_id as number);
  };
  const advance = async (order: Order, ...actions: string[]): Promise<Order> => {
    let current = order;
    for (const action of actions) {
      const res = await act(t, w.admin, current, action);
      if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
      current = res.body.content as Order;
    }
    return current;
  };
  const stored = async (id: number) => (await t.db.query('SELECT status, version, evaluation_score, evaluation_comment FROM work_order WHERE id = ?', [id]))[0] as { status: string; version: number; evaluation_score: number | null; evaluation_comment: string | null };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    link = (await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: w.equipmentA }, w.admin)).token;
  });
  afterAll(() => t?.close());

  it('takes the requester’s score once the work waits for it, once, as the order’s evaluation under their name', async () => {
    const code = await raise({ requester_phone: '13900139000' });
    // Before the request became an order, and while its order is being worked on: not yet.
    await refused({ code, phone: '13900139000', score: 5 }, 422, NOT_YET);
    const order = await convert(code);
    const working = await advance(order, 'accept', 'start', 'finish');
    await refused({ code, phone: '13900139000', score: 5 }, 422, NOT_YET);
    const waiting = await advance(working, 'confirm', 'approve');
    expect(waiting.status).toBe('toEvaluate');

    const res = await evaluate({ code, phone: '139 0013-9000', score: 4, comment: '  师傅很专业  ' });
    expect([res.status, res.body.msg]).toEqual([200, '评价已提交，谢谢']);
    expect(res.body.content).toMatchObject({ code, status: 'converted', order_status: 'toConfirm', evaluation_score: 4 });
    expect(await stored(order.id)).toMatchObject({ status: 'toConfirm', version: waiting.version + 1, evaluation_score: 4, evaluation_comment: '师傅很专业' });
    const timeline = (await detail(t, w.admin, order.id)).timeline;
    expect(timeline[timeline.length - 1]).toMatchObject({ action: 'evaluate', from_status: 'toEvaluate', to_status: 'toConfirm', user_name: '李女士', note: '师傅很专业' });
    // Progress shows the score; a second evaluation is refused and changes nothing.
    const progress = await t.post('/public/serviceRequest/progress', { link, code, phone: '13900139000' }).set('X-Forwarded-For', nextIp());
    expect(progress.body.content).toMatchObject({ evaluation_score: 4 });
    await refused({ code, phone: '13900139000', score: 1 }, 409, TWICE);
    expect(await stored(order.id)).toMatchObject({ status: 'toConfirm', evaluation_score: 4 });
  });

  it('answers the same "not found" to a wrong phone, an unknown number, a request without a phone and another enterprise’s page; nothing changes', async () => {
    const code = await raise({ requester_phone: '13900139001' });
    const order = await advance(await convert(code), 'accept', 'start', 'finish', 'confirm', 'approve');
    await refused({ code, phone: '13900139002', score: 5 }, 404, NOT_FOUND);
    await refused({ code: 'SR20000101-9999', phone: '13900139001', score: 5 }, 404, NOT_FOUND);
    await refused({ code, phone: 'not a phone', score: 5 }, 404, NOT_FOUND);
    const silent = await raise({});
    await refused({ code: silent, phone: '13900139001', score: 5 }, 404, NOT_FOUND);
    const other = await world(t);
    const otherLink = (await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: other.equipmentA }, other.admin)).token;
    await refused({ code, phone: '13900139001', score: 5, link: otherLink }, 404, NOT_FOUND);
    expect(await stored(order.id)).toMatchObject({ status: 'toEvaluate', version: order.version, evaluation_score: null });
  });

  it('refuses bad scores and bodies, and is refused while the page is off; nothing changes', async () => {
    const code = await raise({ requester_phone: '13900139003' });
    const order = await advance(await convert(code), 'accept', 'start', 'finish', 'confirm', 'approve');
    for (const score of [0, 6, 2.5, 'x', undefined]) expect((await evaluate({ code, phone: '13900139003', score })).status).toBe(422);
    expect((await evaluate({ code, phone: '13900139003', score: 3, comment: 'x'.repeat(501) })).status).toBe(422);
    expect((await evaluate({ code, phone: '13900139003', score: 3, extra: 1 })).status).toBe(422);
    await ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value: false }] }, w.admin);
    try {
      const off = await evaluate({ code, phone: '13900139003', score: 3 });
      expect([off.status, off.body.msg]).toEqual([403, '该单位已关闭扫码报修，请联系设备管理人员']);
    } finally {
      await ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value: true }] }, w.admin);
    }
    expect(await stored(order.id)).toMatchObject({ status: 'toEvaluate', version: order.version, evaluation_score: null });
    expect((await evaluate({ code, phone: '13900139003', score: 3 })).status).toBe(200);
  });

  it('limits evaluations per client address', async () => {
    const from = '10.99.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await evaluate({ code: 'SR20000101-0001', phone: '13900139000', score: 5 }, { ip: from })).status);
    expect(statuses).toEqual([...Array<number>(5).fill(404), 429]);
    expect((await evaluate({ code: 'SR20000101-0001', phone: '13900139000', score: 5 })).status).toBe(404);
  });
});
