import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { ok, world, type World } from './support';
import { count, jpeg, pdf, png, type Request } from './service-requests-support';

let ipSeq = 0;
/** Each call from its own client address unless one is given, so only the test about the limit meets it. */
const nextIp = (): string => `10.79.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const pictures = (n: number, name = 'more'): Array<[Buffer, string]> => Array.from({ length: n }, (_, i) => [png(), `${name}${i}.png`]);

/** The public requester adds photos or a note to their open request, found by number and phone as for its progress. */
describe(`public additions to an open service request (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let link: string;

  const raise = async (phone: string, files: Array<[Buffer, string]> = [], description?: string): Promise<Request> => {
    let req = t.http().post('/public/serviceRequest/add').set('X-Forwarded-For', nextIp());
    for (const [name, value] of Object.entries({ link, title: '水龙头漏水', requester_name: '王先生', requester_phone: phone, ...(description ? { description } : {}) })) req = req.field(name, value);
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    const res = await req;
    if (res.status !== 200) throw new Error(`add → ${res.status} ${JSON.stringify(res.body)}`);
    const { code } = res.body.content as { code: string };
    return (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { keyword: code }, w.admin)).rows[0]!;
  };
  const supplement = (fields: Record<string, string>, files: Array<[Buffer, string]> = [], opts: { ip?: string; lang?: string } = {}) => {
    let req = t.http().post('/public/serviceRequest/supplement').set('X-Forwarded-For', opts.ip ?? nextIp()).set('Accept-Language', opts.lang ?? 'zh-CN');
    for (const [name, value] of Object.entries({ link, ...fields })) req = req.field(name, value);
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    return req;
  };
  const detail = (r: Pick<Request, 'id'>) => ok<Request>(t, '/serviceRequest/detail', { id: r.id }, w.admin);
  /** Asserts a refusal and that no file was stored and the request did not change. */
  const refused = async (res: PromiseLike<{ status: number; body: { code: number; msg: string } }>, status: number, msg: unknown, r?: Request) => {
    const before = [await count(t, 'file_info'), r ? await detail(r) : null];
    const answer = await res;
    expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ status, code: -1, msg });
    expect([await count(t, 'file_info'), r ? await detail(r) : null]).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    link = (await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: w.equipmentA }, w.admin)).token;
  });
  afterAll(() => t?.close());

  it('adds photos and a note to the open request with the number and phone; staff see them, logged', async () => {
    const r = await raise('13800138000', [[png(), 'first.png']], '洗手间');
    const res = await supplement({ code: r.code, phone: '138 0013 8000', addition: ' 地面已经积水 ' }, [[png(), 'floor.png'], [jpeg(), 'tap.jpg']]);
    expect([res.status, res.body.msg]).toEqual([200, '已补充到您的报修']);
    expect(res.body.content).toMatchObject({ code: r.code, status: 'open', photo_count: 3 });
    expect(res.body.content).not.toHaveProperty('description');
    const now = await detail(r);
    expect(now).toMatchObject({ description: '洗手间\n\n地面已经积水', version: 2 });
    expect(now.photos.map((p) => p.name)).toEqual(['first.png', 'floor.png', 'tap.jpg']);
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'serviceRequest', data_id: r.id }, w.admin);
    expect(log.rows[0]!.text).toBe(`报修人王先生补充了服务请求${r.code}; 添加照片“floor.png”; 添加照片“tap.jpg”; 补充说明：地面已经积水`);
    // A note alone, on a request raised without details.
    const bare = await raise('13800138001');
    const noted = await supplement({ code: bare.code, phone: '13800138001', addition: '补充' });
    expect([noted.status, noted.body.content.photo_count, (await detail(bare)).description]).toEqual([200, 0, '补充']);
    const progress = await t.post('/public/serviceRequest/progress', { link, code: r.code, phone: '13800138000' }).set('X-Forwarded-For', nextIp());
    expect(progress.body.content.photo_count).toBe(3);
  });

  it('answers an unknown or malformed link, and a wrong number or phone, as the progress does', async () => {
    const r = await raise('13800138002');
    await refused(supplement({ code: r.code, phone: '13800138002', link: '0123456789abcdef0123456789abcdef' }, [[png(), 'a.png']]), 404, '二维码无效或已失效', r);
    await refused(supplement({ code: r.code, phone: '13800138002', link: 'nope' }, [[png(), 'a.png']]), 422, expect.any(String), r);
    await refused(supplement({ code: r.code, phone: '13800138003' }, [[png(), 'a.png']], { lang: 'en-US' }), 404, 'No request has this number and phone number; please check them and try again', r);
    await refused(supplement({ code: 'SR20000101-9999', phone: '13800138002' }, [[png(), 'a.png']]), 404, '没有找到该编号和手机号对应的报修，请核对后重试', r);
    const other = await world(t);
    const theirs = (await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: other.equipmentA }, other.admin)).token;
    await refused(supplement({ code: r.code, phone: '13800138002', link: theirs }, [[png(), 'a.png']]), 404, '没有找到该编号和手机号对应的报修，请核对后重试', r);
  });

  it('holds the photo limit on the total, checks each picture, and wants something to add — storing nothing', async () => {
    const r = await raise('13800138004', pictures(4, 'had'));
    await refused(supplement({ code: r.code, phone: '13800138004' }, pictures(3)), 422, '最多上传6张照片', r);
    await refused(supplement({ code: r.code, phone: '13800138004' }, [[pdf(), 'manual.pdf']], { lang: 'en-US' }), 422, 'Only pictures may be attached: manual.pdf', r);
    await refused(supplement({ code: r.code, phone: '13800138004', addition: '   ' }), 422, '请添加照片或补充说明', r);
    await refused(supplement({ code: r.code, phone: '13800138004', addition: 'x'.repeat(501) }), 422, expect.any(String), r);
    const full = await supplement({ code: r.code, phone: '13800138004' }, pictures(2));
    expect([full.status, full.body.content.photo_count]).toEqual([200, 6]);
    await refused(supplement({ code: r.code, phone: '13800138004' }, pictures(1)), 422, '最多上传6张照片');
    const long = await raise('13800138008', [], '长'.repeat(1990));
    await refused(supplement({ code: long.code, phone: '13800138008', addition: '再'.repeat(20) }, [[png(), 'a.png']]), 422, '详细描述最多2000个字，无法再补充', long);
  });

  it('is refused once the request is converted or rejected', async () => {
    const converted = await raise('13800138005');
    await ok(t, '/serviceRequest/convert', { id: converted.id, version: 1, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    await refused(supplement({ code: converted.code, phone: '13800138005' }, [[png(), 'late.png']]), 422, `服务请求${converted.code}已是"已转工单"，不能再修改`);
    const rejected = await raise('13800138006');
    await ok(t, '/serviceRequest/reject', { id: rejected.id, version: 1, reason: '重复' }, w.admin);
    await refused(supplement({ code: rejected.code, phone: '13800138006', addition: '还在漏' }, [], { lang: 'en-US' }), 422, `Service request ${rejected.code} is already "Rejected" and can no longer be changed`);
  });

  it('limits additions per client address like sending a request', async () => {
    const r = await raise('13800138007');
    const from = '10.97.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await supplement({ code: r.code, phone: '13800138007', addition: `第${i}次` }, [], { ip: from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await supplement({ code: r.code, phone: '13800138007', addition: '换个地址' })).status).toBe(200);
  });
});
