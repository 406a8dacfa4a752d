import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { jpeg, png } from '../files/fixtures';
import { P, detail, member, ok, world, type World } from './support';
import { WITH_FILES, acted, processing, upload } from './record-support';

interface Attachment {
  file_id: number;
  name: string;
  category: string;
  user_id: number | null;
  user_name: string;
  step: string;
  kind: string;
}
const HANDLER: Parameters<typeof member>[2] = [P.list, P.handle, Permission.file.upload, Permission.file.read];

/** The on-screen signature (issue 13 item 11): a PNG bound to the order as an attachment of kind "signature". */
describe(`work-order signature (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let tech: Actor;

  const files = (who: Actor, id: number) => ok<Attachment[]>(t, '/workOrderAttachment/list', { id }, who);
  const signatureRows = async (): Promise<number> => Number((await t.db.query("SELECT COUNT(*) AS n FROM work_order_attachment WHERE kind = 'signature'"))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    tech = await member(t, w, HANDLER);
  });
  afterAll(() => t?.close());

  it('binds the drawn PNG as the order’s signature, listed with its kind and who signed, beside ordinary files', async () => {
    let order = await processing(t, w, tech);
    const photo = await upload(t, tech, [png(), '现场.png']);
    await ok(t, '/workOrderAttachment/add', { work_order_id: order.id, file_ids: [photo] }, tech);
    const drawn = await upload(t, tech, [png(300, 120), 'signature.png']);
    const listed = await ok<Attachment[]>(t, '/workOrderSignature/add', { work_order_id: order.id, file_id: drawn }, tech);
    expect(listed.map((f) => [f.file_id, f.kind, f.category, f.user_id, f.step])).toEqual([
      [photo, 'file', 'image', tech.userId, 'upload'],
      [drawn, 'signature', 'image', tech.userId, 'upload'],
    ]);
    expect(listed[1]!.user_name).not.toBe('');
    expect((await ok<{ attachments: Attachment[] }>(t, '/workOrderRecord/detail', { id: order.id }, w.admin)).attachments.map((f) => f.kind)).toEqual(['file', 'signature']);
    expect((await detail(t, tech, order.id)).timeline.at(-1)?.note).toBe('+ signature.png');
    // The finish that follows names the signature among its files; it stays the signature.
    order = (await detail(t, tech, order.id)) as typeof order;
    order = await acted(t, tech, order, 'finish', { file_ids: [drawn] });
    expect(order.status).toBe('pendingConfirmation');
    expect((await files(w.admin, order.id)).find((f) => f.file_id === drawn)?.kind).toBe('signature');
  });

  it('refuses what is not a fresh PNG of the caller, unknown and foreign ids, bad bodies, and writes nothing', async () => {
    const order = await processing(t, w, tech);
    const photo = await upload(t, tech, [jpeg(), '照片.jpg']);
    const before = await signatureRows();
    const notPng = await t.post('/workOrderSignature/add', { work_order_id: order.id, file_id: photo }, tech.token);
    expect([notPng.status, notPng.body.msg]).toEqual([422, '签名须为PNG图片']);
    const english = await member(t, w, HANDLER, { lang: 'en_US' });
    const theirs = await processing(t, w, english);
    const refused = await t.post('/workOrderSignature/add', { work_order_id: theirs.id, file_id: await upload(t, english, [jpeg(), 'photo.jpg']) }, english.token);
    expect([refused.status, refused.body.msg]).toEqual([422, 'The signature must be a PNG image']);
    const someoneElses = await upload(t, await member(t, w, WITH_FILES));
    const foreign = await upload(t, (await newEnterprise(t)).admin);
    const onTheOrder = await upload(t, tech, [png(), 'bound.png'], order.id);
    for (const id of [someoneElses, foreign, onTheOrder, 999_999]) {
      const res = await t.post('/workOrderSignature/add', { work_order_id: order.id, file_id: id }, tech.token);
      expect([id, res.status, res.body.msg]).toEqual([id, 404, '信息不存在']);
    }
    for (const body of [{ work_order_id: order.id }, { work_order_id: 'x', file_id: 1 }, { work_order_id: order.id, file_id: -1 }]) {
      expect((await t.post('/workOrderSignature/add', body, tech.token)).status).toBe(422);
    }
    const unknownOrder = await t.post('/workOrderSignature/add', { work_order_id: 999_999, file_id: await upload(t, tech) }, tech.token);
    expect(unknownOrder.status).toBe(404);
    expect(await signatureRows()).toBe(before);
    expect((await files(tech, order.id)).map((f) => [f.file_id, f.kind])).toEqual([[onTheOrder, 'file']]);
  });

  it('only the order’s people sign; outside the scope it is "not found"; readers may not', async () => {
    const order = await processing(t, w, tech);
    const stranger = await member(t, w, HANDLER);
    const res = await t.post('/workOrderSignature/add', { work_order_id: order.id, file_id: await upload(t, stranger) }, stranger.token);
    expect([res.status, res.body.msg]).toEqual([403, '只有工单的处理人、负责人或派单人可以记录']);
    const inB = await member(t, w, WITH_FILES, { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await t.post('/workOrderSignature/add', { work_order_id: order.id, file_id: await upload(t, inB) }, inB.token)).status).toBe(404);
    const reader = await member(t, w, [P.list, Permission.file.upload]);
    expect((await t.post('/workOrderSignature/add', { work_order_id: order.id, file_id: 1 }, reader.token)).status).toBe(403);
    expect(await files(w.admin, order.id)).toEqual([]);
  });
});
