import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ALL, act, detail, member, ok, world, type Order, type World } from './support';
import { REQUEST_WORK, SR, addRequest, count, pdf, requestDetail, uploadPhoto, type Request } from './service-requests-support';

/** Service requests raised by staff, converted to work orders or rejected (issue 13 item 3). */
describe(`service requests in the back office (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let staff: Actor;
  let staffEn: Actor;

  const convertBody = (r: Pick<Request, 'id' | 'version'>, extra: object = {}) => ({ id: r.id, version: r.version, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId, ...extra });
  /** Asserts a refusal and that no request, order or file binding changed. */
  const refused = async (send: () => PromiseLike<{ status: number; body: { code: number; msg: string } }>, status: number, msg: unknown) => {
    const before = [await count(t, 'service_request'), await count(t, 'work_order'), await count(t, 'file_info WHERE data_id IS NOT NULL')];
    const res = await send();
    expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({ status, code: -1, msg });
    expect([await count(t, 'service_request'), await count(t, 'work_order'), await count(t, 'file_info WHERE data_id IS NOT NULL')]).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
    staffEn = await member(t, w, [...ALL, ...REQUEST_WORK], { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('staff raise a request on equipment with photos: numbered SR…, placed where the equipment is, open at version 1', async () => {
    const photo = await uploadPhoto(t, staff);
    const r = await addRequest(t, staff, { title: ' 水泵漏水 ', description: '泵体下方有水渍', equipment_id: w.equipmentA, photo_ids: [photo] });
    expect(r.code).toMatch(/^SR\d{8}-\d{4}$/);
    expect(r).toMatchObject({ channel: 'staff', status: 'open', version: 1, title: '水泵漏水', equipment_id: w.equipmentA, location_id: w.places.areaA, requester_id: staff.userId });
    expect(r.photos.map((p) => p.id)).toEqual([photo]);
    const second = await addRequest(t, staff, { location_id: w.places.areaB });
    expect(Number(second.code.slice(-4))).toBe(Number(r.code.slice(-4)) + 1);
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'serviceRequest', data_id: r.id }, staffEn);
    expect(log.rows.map((e) => e.text)).toEqual([`Raised service request ${r.code}`]);
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const post = (who: Actor, body: object) => () => t.post('/serviceRequest/add', body, who.token);
    await refused(post(staff, { title: '漏水' }), 422, '请选择设备或位置');
    await refused(post(staffEn, { title: '漏水' }), 422, 'Choose the equipment or the location');
    await refused(post(staff, { title: '   ', location_id: w.places.areaA }), 422, expect.any(String));
    await refused(post(staff, { title: '漏水', equipment_id: 'pump' }), 422, expect.any(String));
    await refused(post(staff, { title: '漏水', equipment_id: w.equipmentA, location_id: w.places.areaB }), 422, '位置必须是设备所在的位置');
    const other = await newEnterprise(t);
    const theirPhoto = await uploadPhoto(t, other.admin);
    await refused(post(staff, { title: '漏水', location_id: w.places.areaA, photo_ids: [theirPhoto] }), 404, '信息不存在');
    await refused(post(staff, { title: '漏水', equipment_id: 999_999 }), 404, '信息不存在');
    const document = await uploadPhoto(t, staff, [pdf(), 'manual.pdf']);
    await refused(post(staffEn, { title: '漏水', location_id: w.places.areaA, photo_ids: [document] }), 422, 'Only pictures may be attached: manual.pdf');
    const used = (await addRequest(t, staff, { location_id: w.places.areaA, photo_ids: [await uploadPhoto(t, staff)] })).photos[0]!.id;
    await refused(post(staff, { title: '漏水', location_id: w.places.areaA, photo_ids: [used] }), 404, '信息不存在');
  });

  it('converts into a work order keeping text, photos, equipment and requester; the requester may evaluate it', async () => {
    // Raising requests and orders, not reviewing: only being the requester lets them evaluate.
    const raiser = await member(t, w, [SR.add, SR.list, Permission.file.upload, Permission.file.read, Permission.workOrder.list, Permission.workOrder.add]);
    const photo = await uploadPhoto(t, raiser);
    const r = await addRequest(t, raiser, { title: '电机异响', description: '运行时有金属摩擦声', equipment_id: w.equipmentA, photo_ids: [photo] });
    const res = await t.post('/serviceRequest/convert', convertBody(r), staffEn.token);
    expect([res.status, res.body.msg]).toEqual([200, 'Operation succeeded']);
    const converted = res.body.content as Request;
    expect(converted).toMatchObject({ status: 'converted', version: 2, work_order_id: expect.any(Number), work_order_code: expect.stringMatching(/^WO\d{8}-\d{4}$/) });
    const order = await ok<Order & Record<string, unknown>>(t, '/workOrder/detail', { id: converted.work_order_id }, w.admin);
    expect(order).toMatchObject({ title: '电机异响', description: '运行时有金属摩擦声', equipment_id: w.equipmentA, location_id: w.places.areaA, source: 'request', source_id: r.id, create_user_id: raiser.userId, type_id: w.repair, priority: 3 });
    const files = await t.http().get(`/searchFileInfo?business_no=workOrder&data_id=${order.id}`).set('Authorization', `Bearer ${w.admin.token}`);
    expect(files.body.content.map((f: { category: string; name: string }) => [f.category, f.name])).toEqual([['image', 'leak.png']]);
    expect((await requestDetail(t, raiser, r.id)).photos.map((p) => p.id)).toEqual([photo]);
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'serviceRequest', data_id: r.id }, staffEn);
    expect(log.rows.map((e) => e.text)[0]).toBe(`Service request ${r.code} became work order ${converted.work_order_code}`);

    let o: Order = order;
    for (const [action, extra] of [['assign', { handler_ids: [w.admin.userId] }], ['accept', {}], ['start', {}], ['finish', {}], ['confirm', {}], ['approve', {}]] as const) {
      const moved = await act(t, w.admin, o, action, extra);
      expect([action, moved.status]).toEqual([action, 200]);
      o = moved.body.content as Order;
    }
    expect(o.status).toBe('toEvaluate');
    const someoneElse = await member(t, w, [Permission.workOrder.list, Permission.workOrder.add]);
    expect((await detail(t, someoneElse, o.id)).actions).not.toContain('evaluate');
    expect((await act(t, someoneElse, o, 'evaluate', { score: 5 })).status).toBe(403);
    expect((await detail(t, raiser, o.id)).actions).toContain('evaluate');
    const evaluated = await act(t, raiser, o, 'evaluate', { score: 5, note: '修得好' });
    expect([evaluated.status, evaluated.body.content.status]).toEqual([200, 'toConfirm']);
  });

  it('refuses a second conversion or a rejection once converted, and a stale version, changing nothing', async () => {
    const r = await addRequest(t, staff, { location_id: w.places.areaA });
    await ok(t, '/serviceRequest/convert', convertBody(r), staff);
    const msg = `服务请求${r.code}已是"已转工单"，不能再处理`;
    await refused(() => t.post('/serviceRequest/convert', convertBody(r), staff.token), 422, msg);
    await refused(() => t.post('/serviceRequest/convert', convertBody({ id: r.id, version: 2 }), staff.token), 422, msg);
    await refused(() => t.post('/serviceRequest/reject', { id: r.id, version: 2, reason: '重复' }, staffEn.token), 422, `Service request ${r.code} is already "Converted"`);
    const open = await addRequest(t, staff, { location_id: w.places.areaA });
    await refused(() => t.post('/serviceRequest/convert', convertBody({ id: open.id, version: 7 }), staff.token), 409, '操作失败，请获取最新数据后重试');
    // The order's own rules still hold: an unknown type, a missing person in charge.
    await refused(() => t.post('/serviceRequest/convert', convertBody(open, { type_id: 999_999 }), staff.token), 404, '信息不存在');
    await refused(() => t.post('/serviceRequest/convert', convertBody(open, { person_in_charge_id: undefined }), staff.token), 422, '必须指定负责人');
    expect((await requestDetail(t, staff, open.id))).toMatchObject({ status: 'open', version: 1, work_order_id: null });
  });

  it('of two dispatchers converting at once, one wins and only one order is made', async () => {
    const r = await addRequest(t, staff, { location_id: w.places.areaA });
    const orders = await count(t, 'work_order');
    const results = await Promise.all([staff, staffEn].map((who) => t.post('/serviceRequest/convert', convertBody(r), who.token)));
    const [won, lost] = [...results].sort((a, b) => a.status - b.status);
    expect(won?.status).toBe(200);
    // The loser read the request before or after the winner committed: a stale version, or a request no longer open.
    expect([409, 422]).toContain(lost?.status);
    expect(await count(t, 'work_order')).toBe(orders + 1);
  });

  it('rejects with a reason (required, in both languages)', async () => {
    const r = await addRequest(t, staff, { location_id: w.places.areaA });
    await refused(() => t.post('/serviceRequest/reject', { id: r.id, version: 1 }, staff.token), 422, '驳回原因不能为空');
    await refused(() => t.post('/serviceRequest/reject', { id: r.id, version: 1, reason: '  ' }, staffEn.token), 422, 'Reason for rejecting cannot be empty');
    const rejected = await ok<Request>(t, '/serviceRequest/reject', { id: r.id, version: 1, reason: '非设备故障' }, staff);
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '非设备故障', version: 2, work_order_id: null });
    await refused(() => t.post('/serviceRequest/convert', convertBody(rejected), staff.token), 422, `服务请求${r.code}已是"已驳回"，不能再处理`);
  });

  it('lists with search and status filters', async () => {
    const r = await addRequest(t, staff, { title: '独特的冷却塔故障', location_id: w.places.areaB });
    const page = await ok<{ rows: Request[]; total: number }>(t, '/serviceRequest/pageList', { keyword: '冷却塔', status: ['open'] }, staff);
    expect(page.rows.map((x) => x.id)).toEqual([r.id]);
    expect(page.rows[0]).toMatchObject({ location_name: expect.any(String), requester_name: expect.any(String) });
    const rejected = await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { status: 'rejected', pageSize: 100 }, staff);
    expect(rejected.rows.every((x) => x.status === 'rejected')).toBe(true);
    expect((await t.post('/serviceRequest/pageList', { status: ['done'] }, staff.token)).status).toBe(422);
  });

  it('keeps to the caller’s location scope and enterprise; needs the permissions', async () => {
    const inA = await addRequest(t, w.admin, { location_id: w.places.areaA });
    const inBOnly = await member(t, w, [...ALL, ...REQUEST_WORK], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const own = await addRequest(t, inBOnly, { location_id: w.places.areaB });
    const seen = await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { pageSize: 100 }, inBOnly);
    expect(seen.rows.map((x) => x.id)).toContain(own.id);
    expect(seen.rows.every((x) => x.location_id === w.places.areaB || x.requester_id === inBOnly.userId)).toBe(true);
    for (const [path, body] of [
      ['/serviceRequest/detail', { id: inA.id }],
      ['/serviceRequest/convert', convertBody(inA)],
      ['/serviceRequest/reject', { id: inA.id, version: 1, reason: 'x' }],
      ['/log/pageList', { business_no: 'serviceRequest', data_id: inA.id }],
    ] as const) {
      await refused(() => t.post(path, body, inBOnly.token), 404, '信息不存在');
    }
    await refused(() => t.post('/serviceRequest/add', { title: '漏水', equipment_id: w.equipmentA }, inBOnly.token), 404, '信息不存在');
    await refused(() => t.post('/serviceRequest/add', { title: '漏水', location_id: w.places.areaA }, inBOnly.token), 404, '信息不存在');
    const stranger = (await newEnterprise(t)).admin;
    await refused(() => t.post('/serviceRequest/detail', { id: inA.id }, stranger.token), 404, '信息不存在');
    await refused(() => t.post('/serviceRequest/convert', convertBody(inA), stranger.token), 404, '信息不存在');
    const viewer = await member(t, w, [SR.list]);
    await refused(() => t.post('/serviceRequest/convert', convertBody(inA), viewer.token), 403, '没有权限');
    await refused(() => t.post('/serviceRequest/reject', { id: inA.id, version: 1, reason: 'x' }, viewer.token), 403, '没有权限');
    await refused(() => t.post('/serviceRequest/add', { title: 'x', location_id: w.places.areaA }, viewer.token), 403, '没有权限');
    expect((await requestDetail(t, viewer, inA.id)).status).toBe('open');
  });
  it('counts the open requests a handler may see on the home work bench, through their location scope', async () => {
    const handlerB = await member(t, w, [SR.list, SR.convert], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const viewer = await member(t, w, [SR.list]);
    const counts = async (who: Actor) => (await ok<Record<string, number>>(t, '/home/counts', {}, who)).serviceRequests;
    const openListed = async (who: Actor) => (await ok<{ total: number }>(t, '/serviceRequest/pageList', { status: ['open'] }, who)).total;
    const before = { handlerB: await counts(handlerB), admin: await counts(w.admin) };
    await addRequest(t, staff, { location_id: w.places.areaA });
    const inB = await addRequest(t, staff, { location_id: w.places.areaB });
    const toReject = await addRequest(t, staff, { location_id: w.places.areaB });
    expect(await counts(handlerB)).toBe(before.handlerB + 2);
    expect(await counts(w.admin)).toBe(before.admin + 3);
    // The card counts what the list filtered to open shows each of them.
    expect(await counts(handlerB)).toBe(await openListed(handlerB));
    expect(await counts(w.admin)).toBe(await openListed(w.admin));
    await ok(t, '/serviceRequest/convert', convertBody(inB), staff);
    await ok(t, '/serviceRequest/reject', { id: toReject.id, version: toReject.version, reason: '重复' }, staff);
    expect(await counts(handlerB)).toBe(before.handlerB);
    // Who may only read requests handles none: 0, though the list shows them open requests.
    expect(await openListed(viewer)).toBeGreaterThan(0);
    expect(await counts(viewer)).toBe(0);
  });
});
