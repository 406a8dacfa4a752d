import { EventBus as EventBusToken, SMS_SENDER, type LogSmsSender } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { decodeQrPng } from '../../support/qr';
import { addEquipment } from '../equipment/support';
import { act, equipmentType, ok, world, type Order, type World } from './support';
import { count, exe, jpeg, pdf, png, type Request } from './service-requests-support';

const PUBLIC_URL = 'https://gengyun.example.test';
let ipSeq = 0;
/** Each call from its own client address unless one is given, so only the tests about limits meet them. */
const nextIp = (): string => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

/** The equipment QR code's public request page (issue 13 item 3): no login, rate-limited, photos, progress by SMS. */
describe(`public service requests (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let link: string;
  let sms: LogSmsSender;

  const linkOf = async (equipmentId: number): Promise<{ token: string; url: string }> => ok(t, '/serviceRequest/publicLink', { equipment_id: equipmentId }, w.admin);
  const view = (token: string, lang = 'zh-CN') => t.post('/public/serviceRequest/equipment', { link: token }).set('Accept-Language', lang).set('X-Forwarded-For', nextIp());
  const send = (fields: Record<string, string>, files: Array<[Buffer, string]> = [], opts: { ip?: string; lang?: string } = {}) => {
    let req = t.http().post('/public/serviceRequest/add').set('X-Forwarded-For', opts.ip ?? nextIp()).set('Accept-Language', opts.lang ?? 'zh-CN');
    for (const [name, value] of Object.entries({ link, title: '水龙头漏水', requester_name: '王先生', ...fields })) req = req.field(name, value);
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    return req;
  };
  /** Asserts a refusal and that no request or file was written. */
  const refused = async (res: PromiseLike<{ status: number; body: { code: number; msg: string } }>, status: number, msg: string) => {
    const before = [await count(t, 'service_request'), await count(t, 'file_info')];
    const answer = await res;
    expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ status, code: -1, msg });
    expect([await count(t, 'service_request'), await count(t, 'file_info')]).toEqual(before);
  };
  const setPublic = (value: boolean) => ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value }] }, w.admin);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    w = await world(t);
    sms = t.app.get<LogSmsSender>(SMS_SENDER);
    link = (await linkOf(w.equipmentA)).token;
  });
  afterAll(() => t?.close());

  it('gives each piece of equipment one unguessable public address; its request QR code encodes the scan address', async () => {
    const first = await linkOf(w.equipmentA);
    expect(first.token).toMatch(/^[0-9a-f]{32}$/);
    expect(first.url).toBe(`${PUBLIC_URL}/public/request/${first.token}`);
    expect((await linkOf(w.equipmentA)).token).toBe(first.token);
    expect((await linkOf(w.equipmentB)).token).not.toBe(first.token);
    const qr = await t.http().get(`/showServiceRequestQRCode?id=${w.equipmentA}&token=${w.admin.token}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(qr.status).toBe(200);
    expect(decodeQrPng(qr.body as Buffer)).toBe(`${PUBLIC_URL}/public/scan?link=${first.token}`);
    const stranger = (await newEnterprise(t)).admin;
    expect((await t.post('/serviceRequest/publicLink', { equipment_id: w.equipmentA }, stranger.token)).status).toBe(404);
  });

  it('shows only harmless facts of the equipment, without a login', async () => {
    const res = await view(link);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.content).sort()).toEqual(['code', 'enabled', 'location_name', 'name']);
    expect(res.body.content).toMatchObject({ enabled: true, location_name: expect.any(String), code: expect.any(String) });
  });

  it('refuses tokens that are not a link (malformed, a bare id, an unknown one)', async () => {
    expect((await view('1')).status).toBe(422);
    expect((await view(String(w.equipmentA))).status).toBe(422);
    const unknown = await view('0123456789abcdef0123456789abcdef', 'en-US');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'This QR code is not valid']);
    await refused(send({ link: 'ffffffffffffffffffffffffffffffff' }), 404, '二维码无效或已失效');
    await refused(send({ link: link.toUpperCase() }), 422, expect.any(String) as never);
  });

  it('takes a request with photos and a phone without a login; staff see it; the requester is told it was received', async () => {
    const res = await send({ description: '洗手间第二个水龙头', requester_phone: '138-0013-8000' }, [[png(), 'a.png'], [jpeg(), 'b.jpg']]);
    expect(res.status).toBe(200);
    const { code } = res.body.content as { code: string };
    expect(code).toMatch(/^SR\d{8}-\d{4}$/);
    expect(res.body.msg).toBe(`已提交，请求编号${code}`);
    const page = await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: code }, w.admin);
    const row = page.rows[0]!;
    expect(row).toMatchObject({ channel: 'public', status: 'open', requester_id: null, requester_name: '王先生', requester_phone: '13800138000', equipment_id: w.equipmentA, location_id: w.places.areaA });
    expect((await ok<Request>(t, '/serviceRequest/detail', { id: row.id }, w.admin)).photos.map((p) => p.name)).toEqual(['a.png', 'b.jpg']);
    expect(sms.last('13800138000')).toMatchObject({ templateKey: 'serviceRequest.received', params: { code } });
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'serviceRequest', data_id: row.id }, w.admin);
    expect(log.rows.map((e) => e.text)).toEqual([`扫码报修${code}，报修人王先生`]);
  });

  it('refuses disguised or non-picture uploads, too many photos, a bad phone and missing fields, storing nothing', async () => {
    await refused(send({}, [[exe(), 'photo.png']]), 422, '文件内容与扩展名不符');
    await refused(send({}, [[png(), 'a.png'], [pdf(), 'manual.pdf']], { lang: 'en-US' }), 422, 'Only pictures may be attached: manual.pdf');
    await refused(send({}, Array.from({ length: 7 }, (_, i) => [png(), `p${i}.png`] as [Buffer, string])), 422, '最多上传6张照片');
    await refused(send({ requester_phone: '12345' }), 422, '手机号码格式不正确');
    await refused(send({ requester_phone: 'call me' }, [], { lang: 'en-US' }), 422, 'The phone number is not valid');
    await refused(send({ requester_name: '' }), 422, expect.any(String) as never);
    await refused(send({ title: '' }), 422, expect.any(String) as never);
  });

  it('is refused while the enterprise has turned the page off, and works again once back on', async () => {
    await setPublic(false);
    expect((await view(link)).body.content.enabled).toBe(false);
    await refused(send({}), 403, '该单位已关闭扫码报修，请联系设备管理人员');
    await setPublic(true);
    expect((await send({})).status).toBe(200);
  });

  it('limits requests per client address, and per piece of equipment whoever sends them', async () => {
    const typeId = await equipmentType(t, w.admin);
    const busy = await addEquipment(t, w.admin.token, { position_id: w.places.areaB, type_id: typeId });
    link = (await linkOf(busy.id)).token;
    const from = '10.99.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({}, [], { ip: from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) expect((await send({})).status).toBe(200);
    await refused(send({}), 429, '该设备近期报修较多，请稍后再试');
    link = (await linkOf(w.equipmentA)).token;
    expect((await send({})).status).toBe(200);
  });

  it('converts into a work order carrying the text, photos and equipment; the requester is told of conversion and completion', async () => {
    const res = await send({ title: '照明灯不亮', description: '走廊尽头', requester_phone: '+85291234567' }, [[png(), 'lamp.png']]);
    const page = await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: (res.body.content as { code: string }).code }, w.admin);
    const request = page.rows[0]!;
    const converted = await ok<Request>(t, '/serviceRequest/convert', { id: request.id, version: request.version, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    let order = await ok<Order & Record<string, unknown>>(t, '/workOrder/detail', { id: converted.work_order_id }, w.admin);
    expect(order).toMatchObject({ title: '照明灯不亮', description: '走廊尽头', equipment_id: w.equipmentA, location_id: w.places.areaA, source: 'request', source_id: request.id });
    const files = await t.http().get(`/searchFileInfo?business_no=workOrder&data_id=${order.id}`).set('Authorization', `Bearer ${w.admin.token}`);
    expect(files.body.content.map((f: { name: string }) => f.name)).toEqual(['lamp.png']);
    expect(sms.last('+85291234567')).toMatchObject({ templateKey: 'serviceRequest.converted', params: { code: request.code, order: order.code } });
    for (const [action, extra] of [['assign', { handler_ids: [w.admin.userId] }], ['accept', {}], ['start', {}], ['finish', {}], ['confirm', {}], ['approve', {}], ['evaluate', { score: 4 }], ['confirm', {}], ['archive', {}]] as const) {
      const moved = await act(t, w.admin, order, action, extra);
      expect([action, moved.status]).toEqual([action, 200]);
      order = moved.body.content as typeof order;
    }
    expect(order.status).toBe('completed');
    await t.app.get(EventBusToken).settled();
    expect(sms.last('+85291234567')).toMatchObject({ templateKey: 'serviceRequest.completed', params: { code: request.code, order: order.code } });
  });

  it('tells the requester why a request was rejected', async () => {
    const res = await send({ requester_phone: '13900139000' });
    const [request] = (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: (res.body.content as { code: string }).code }, w.admin)).rows;
    await ok(t, '/serviceRequest/reject', { id: request!.id, version: request!.version, reason: '已由物业处理' }, w.admin);
    expect(sms.last('13900139000')).toMatchObject({ templateKey: 'serviceRequest.rejected', params: { code: request!.code, reason: '已由物业处理' } });
  });
});
