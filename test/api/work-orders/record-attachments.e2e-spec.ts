import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { fileRows, pdf, png } from '../files/fixtures';
import { LEVELS, P, addOrder, detail, member, ok, uniq, world, type Order, type World } from './support';
import { WITH_FILES, acted, processing, upload } from './record-support';

interface Attachment {
  file_id: number;
  name: string;
  category: string;
  url: string;
  user_name: string;
  step: string;
}
const HANDLER: Parameters<typeof member>[2] = [P.list, P.handle, Permission.file.upload, Permission.file.read];

/** Files and photos of a work order (issue 13 item 2): bound on save and with actions, checked, listed with their step. */
describe(`work-order attachments (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let tech: Actor;
  let other: Actor;

  const files = (who: Actor, id: number) => ok<Attachment[]>(t, '/workOrderAttachment/list', { id }, who);
  const orders = async (): Promise<number> => Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order'))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    tech = await member(t, w, HANDLER);
    other = await member(t, w, WITH_FILES);
  });
  afterAll(() => t?.close());

  it('binds the files sent with a new order and lists them with who, when, which step and a link', async () => {
    const photo = await upload(t, other, [png(), '漏水.png']);
    const doc = await upload(t, other, [pdf(), '说明.pdf']);
    const order = await addOrder(t, other, { type_id: w.repair, person_in_charge_id: other.userId, file_ids: [photo, doc] });
    const listed = await files(other, order.id);
    expect(listed.map((f) => [f.file_id, f.name, f.category, f.step, f.user_name])).toEqual([
      [photo, '漏水.png', 'image', 'create', expect.any(String)],
      [doc, '说明.pdf', 'document', 'create', expect.any(String)],
    ]);
    expect(listed[0]!.user_name).not.toBe('');
    expect(listed[0]!.url).toBe(`/getImg?id=${photo}&business_no=workOrder`);
    expect(listed[1]!.url).toBe(`/exportFile?id=${doc}&business_no=workOrder`);
    expect((await t.http().get(`${listed[0]!.url}&token=${other.token}`)).status).toBe(200);
    const record = await ok<{ attachments: Attachment[] }>(t, '/workOrderRecord/detail', { id: order.id }, other);
    expect(record.attachments.map((f) => f.file_id)).toEqual([photo, doc]);
    const line = (await detail(t, other, order.id)).timeline.find((l) => l.changes.includes('attachments'));
    expect(line?.note).toBe('+ 漏水.png, 说明.pdf');
  });

  it('refuses files of someone else, of another enterprise, of another order or unknown, and writes nothing', async () => {
    const theirs = await upload(t, tech);
    const foreign = await upload(t, (await newEnterprise(t)).admin);
    const bound = (await files(other, (await addOrder(t, other, { type_id: w.repair, person_in_charge_id: other.userId, file_ids: [await upload(t, other)] })).id))[0]!.file_id;
    for (const id of [theirs, foreign, bound, 999_999]) {
      const [before, rows] = [await orders(), await fileRows(t)];
      const res = await t.post('/workOrder/add', { title: '漏水', priority: 3, type_id: w.repair, person_in_charge_id: other.userId, file_ids: [id] }, other.token);
      expect([id, res.status, res.body.msg]).toEqual([id, 404, '信息不存在']);
      expect([await orders(), await fileRows(t)]).toEqual([before, rows]);
    }
    const bad = await t.post('/workOrder/add', { title: '漏水', priority: 3, type_id: w.repair, person_in_charge_id: other.userId, file_ids: ['x'] }, other.token);
    expect(bad.status).toBe(422);
  });

  it('the enterprise’s picture limit counts the order’s pictures', async () => {
    const res = await t.http().post('/systemConfig/update').set('Authorization', `Bearer ${w.admin.token}`).field('items', JSON.stringify([{ key: 'upload.imageCountLimit', value: '2' }]));
    expect(res.status).toBe(200);
    const pictures = [await upload(t, other), await upload(t, other), await upload(t, other)];
    const [before, rows] = [await orders(), await fileRows(t)];
    const refused = await t.post('/workOrder/add', { title: '漏水', priority: 3, type_id: w.repair, person_in_charge_id: other.userId, file_ids: pictures }, other.token);
    expect([refused.status, refused.body.msg]).toEqual([422, '最多上传2张图片']);
    expect([await orders(), await fileRows(t)]).toEqual([before, rows]);
    const order = await addOrder(t, other, { type_id: w.repair, person_in_charge_id: other.userId, file_ids: pictures.slice(0, 2) });
    const more = await t.post('/workOrderAttachment/add', { work_order_id: order.id, file_ids: [pictures[2]] }, other.token);
    expect([more.status, more.body.msg]).toEqual([422, '最多上传2张图片']);
    await t.http().post('/systemConfig/update').set('Authorization', `Bearer ${w.admin.token}`).field('items', JSON.stringify([{ key: 'upload.imageCountLimit', value: '9' }]));
  });

  it('an edit sends the whole list: new files are added, missing ones removed, both in the timeline', async () => {
    const [a, b, c] = [await upload(t, other, [png(), 'a.png']), await upload(t, other, [png(), 'b.png']), await upload(t, other, [png(), 'c.png'])];
    const order = await addOrder(t, other, { type_id: w.repair, person_in_charge_id: other.userId, file_ids: [a, b] });
    const form = { id: order.id, version: order.version, title: '漏水', priority: 3, type_id: w.repair, person_in_charge_id: other.userId };
    const edited = await ok<Order>(t, '/workOrder/update', { ...form, file_ids: [a, c] }, other);
    expect((await files(other, order.id)).map((f) => [f.file_id, f.step])).toEqual([
      [a, 'create'],
      [c, 'update'],
    ]);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM file_info WHERE id = ?', [b]))[0].n)).toBe(0);
    expect((await detail(t, other, order.id)).timeline.at(-1)).toMatchObject({ changes: ['attachments'], note: '+ c.png − b.png' });
    // Without file_ids an edit leaves the files as they are.
    await ok(t, '/workOrder/update', { ...form, version: edited.version }, other);
    expect((await files(other, order.id)).map((f) => f.file_id)).toEqual([a, c]);
  });

  it('photos of the result come with the finish action; handlers add and remove files on their order', async () => {
    let order = await processing(t, w, tech);
    const photo = await upload(t, tech, [png(), '完工.png']);
    order = await acted(t, tech, order, 'finish', { file_ids: [photo] });
    expect(order.status).toBe('pendingConfirmation');
    expect((await files(tech, order.id)).map((f) => [f.name, f.step])).toEqual([['完工.png', 'finish']]);
    const extra = await upload(t, tech, [pdf(), '报告.pdf']);
    expect((await ok<Attachment[]>(t, '/workOrderAttachment/add', { work_order_id: order.id, file_ids: [extra] }, tech)).map((f) => f.step)).toEqual(['finish', 'upload']);
    expect(await ok<Attachment[]>(t, '/workOrderAttachment/remove', { work_order_id: order.id, file_id: photo }, tech)).toHaveLength(1);
    // A direct upload to the order (data_id) is listed too.
    await upload(t, tech, [png(), '直传.png'], order.id);
    expect((await files(tech, order.id)).map((f) => f.name)).toEqual(['报告.pdf', '直传.png']);
  });

  it('only those who record on the order change its files; outside the scope it is "not found"', async () => {
    const order = await processing(t, w, tech);
    const stranger = await member(t, w, HANDLER);
    const mine = await upload(t, stranger);
    const res = await t.post('/workOrderAttachment/add', { work_order_id: order.id, file_ids: [mine] }, stranger.token);
    expect([res.status, res.body.msg]).toEqual([403, '只有工单的处理人、负责人或派单人可以记录']);
    const inB = await member(t, w, WITH_FILES, { scopes: { [DataScope.location]: [w.places.areaB] } });
    for (const [path, body] of [
      ['/workOrderAttachment/list', { id: order.id }],
      ['/workOrderRecord/detail', { id: order.id }],
      ['/workOrderAttachment/add', { work_order_id: order.id, file_ids: [await upload(t, inB)] }],
    ] as const) {
      const refused = await t.post(path, body, inB.token);
      expect([path, refused.status]).toEqual([path, 404]);
    }
    const reader = await member(t, w, [P.list]);
    expect((await t.post('/workOrderAttachment/add', { work_order_id: order.id, file_ids: [mine] }, reader.token)).status).toBe(403);
    expect(await files(w.admin, order.id)).toEqual([]);
  });

  it('file and picture custom fields take uploads of the caller, bind them to the order like its files, and a required one is enforced in both languages', async () => {
    const english = await member(t, w, WITH_FILES, { lang: 'en_US' });
    const f = async (body: object) => (await ok<{ id: number }>(t, '/field/add', body, w.admin)).id;
    const manual = await f({ code: uniq('manual'), name: '说明书', data_type: 'file' });
    const scene = await f({ code: uniq('scene'), name: '现场照片', data_type: 'image' });
    const type = await ok<{ id: number; fields: Array<{ code: string }> }>(
      t,
      '/workOrderType/add',
      { code: uniq('FF'), name: '带附件字段', levels: LEVELS, fields: [{ field_id: manual }, { field_id: scene, required: true }] },
      w.admin,
    );
    const [manualCode, sceneCode] = type.fields.map((x) => x.code) as [string, string];
    const body = (custom_fields: object) => ({ title: '漏水', priority: 3, type_id: type.id, person_in_charge_id: other.userId, custom_fields });
    const [before, rows] = [await orders(), await fileRows(t)];
    const zh = await t.post('/workOrder/add', body({}), other.token);
    expect([zh.status, zh.body.msg]).toEqual([422, '现场照片不能为空']);
    const en = await t.post('/workOrder/add', body({}), english.token);
    expect([en.status, en.body.msg]).toEqual([422, '现场照片 cannot be empty']);
    const doc = await upload(t, other, [pdf(), '说明.pdf']);
    const notPicture = await t.post('/workOrder/add', body({ [sceneCode]: [doc] }), other.token);
    expect([notPicture.status, notPicture.body.msg]).toEqual([422, '字段“现场照片”的值不正确']);
    const theirs = await upload(t, tech);
    const foreign = await upload(t, (await newEnterprise(t)).admin);
    for (const id of [theirs, foreign, 999_999]) {
      const res = await t.post('/workOrder/add', body({ [sceneCode]: [id] }), other.token);
      expect([id, res.status, res.body.msg]).toEqual([id, 404, '信息不存在']);
    }
    expect([await orders(), await fileRows(t)]).toEqual([before, rows + 3]);
    const photo = await upload(t, other, [png(), '现场.png']);
    const order = await addOrder(t, other, body({ [manualCode]: [doc], [sceneCode]: [photo] }));
    expect((order as Order & { custom_fields: object }).custom_fields).toEqual({ [manualCode]: [doc], [sceneCode]: [photo] });
    expect((await files(other, order.id)).map((x) => [x.file_id, x.step])).toEqual([
      [doc, 'create'],
      [photo, 'create'],
    ]);
    // An edit keeps them (the form does not send the attachment list) and binds a new one.
    const second = await upload(t, other, [png(), '二.png']);
    const edited = await ok<Order>(t, '/workOrder/update', { ...body({ [manualCode]: [doc], [sceneCode]: [photo, second] }), id: order.id, version: order.version }, other);
    expect((edited as Order & { custom_fields: object }).custom_fields).toEqual({ [manualCode]: [doc], [sceneCode]: [photo, second] });
    expect((await files(other, order.id)).map((x) => x.file_id)).toEqual([doc, photo, second]);
    // An upload taken out of a field leaves the order's attachments and the files area (in the timeline); the rest stay.
    const pruned = await ok<Order>(t, '/workOrder/update', { ...body({ [sceneCode]: [second] }), id: order.id, version: edited.version }, other);
    expect((pruned as Order & { custom_fields: object }).custom_fields).toEqual({ [sceneCode]: [second] });
    expect((await files(other, order.id)).map((x) => x.file_id)).toEqual([second]);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM file_info WHERE id IN (?, ?)', [doc, photo]))[0].n)).toBe(0);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_attachment WHERE file_id IN (?, ?)', [doc, photo]))[0].n)).toBe(0);
    expect((await detail(t, other, order.id)).timeline.at(-1)?.note).toContain('− 说明.pdf, 现场.png');
    // Sent in the order's own file list as well, a field's former upload stays.
    const kept = await upload(t, other, [png(), '三.png']);
    const both = await ok<Order>(t, '/workOrder/update', { ...body({ [sceneCode]: [second, kept] }), id: order.id, version: pruned.version }, other);
    const listed = await ok<Order>(t, '/workOrder/update', { ...body({ [sceneCode]: [second] }), file_ids: [kept], id: order.id, version: both.version }, other);
    expect(listed.version).toBeGreaterThan(both.version);
    expect((await files(other, order.id)).map((x) => x.file_id)).toEqual([second, kept]);
  });
});
