import { Permission, type PermissionCode } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { exe, fileRows, jpeg, pdf, png } from '../files/fixtures';
import { addPart, member, ok, world, type Part, type World } from './support';

const FILES: PermissionCode[] = [Permission.file.upload, Permission.file.read, Permission.file.delete];

/** Photos and documents of a spare part (issue 15 item 1): the part is a file owner of the files area. */
describe(`inventory: a part's photos and documents (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let editor: Actor;
  let reader: Actor;
  let other: Actor;
  let part: Part;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    editor = await member(t, w, [...FILES, Permission.sparePart.list, Permission.sparePart.edit], { lang: 'en_US' });
    reader = await member(t, w, [...FILES, Permission.sparePart.list], { lang: 'en_US' });
    other = (await newEnterprise(t)).admin;
    part = await addPart(t, w.admin);
  });
  afterAll(() => t?.close());

  const upload = (actor: Actor, files: Array<[Buffer, string]>, dataId: number | null = part.id) => {
    let req = t.http().post('/addFile').set('Authorization', `Bearer ${actor.token}`).set('Accept-Language', 'en-US').field('business_no', 'sparePart');
    if (dataId !== null) req = req.field('data_id', String(dataId));
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    return req;
  };
  const list = (actor: Actor, id = part.id) => t.http().get('/searchFileInfo').query({ business_no: 'sparePart', data_id: id }).set('Authorization', `Bearer ${actor.token}`);
  const refused = async (send: () => PromiseLike<{ status: number; body: { msg: string } }>, status: number, msg?: string) => {
    const before = await fileRows(t);
    const res = await send();
    expect(res.status).toBe(status);
    if (msg) expect(res.body.msg).toBe(msg);
    expect(await fileRows(t)).toBe(before);
  };

  it('uploads a photo and a document to a part, lists them for who may see the part, and logs the upload', async () => {
    const res = await upload(editor, [[png(), 'bearing.png'], [pdf(), 'datasheet.pdf']]);
    expect(res.status).toBe(200);
    const rows = (await list(reader)).body.content as Array<{ name: string; category: string; data_id: number }>;
    expect(rows.map((r) => [r.name, r.category, r.data_id])).toEqual([
      ['bearing.png', 'image', part.id],
      ['datasheet.pdf', 'document', part.id],
    ]);
    const log = await t.post('/log/pageList', { business_no: 'sparePart', data_id: part.id }, editor.token).set('Lang', 'en_US');
    expect(log.body.content.rows.map((r: { text: string }) => r.text)).toContain('Uploaded attachment "datasheet.pdf"');
  });

  it('refuses disguised and oversize uploads, and uploads without the part edit right or without a part', async () => {
    await refused(() => upload(editor, [[exe(), 'photo.png']]), 422, 'The file content does not match its extension');
    await refused(() => upload(editor, [[jpeg(5 * 1024 * 1024 + 1), 'big.jpg']]), 413, 'Pictures must not exceed 5M');
    await refused(() => upload(reader, [[png(), 'x.png']]), 403);
    await refused(() => upload(editor, [[png(), 'x.png']], null), 403);
  });

  it('uploads from the add form before the part exists and binds the files on save; ids checked first', async () => {
    const adder = await member(t, w, [...FILES, Permission.sparePart.list, Permission.sparePart.add], { lang: 'en_US' });
    const photo = (await upload(adder, [[png(), 'new.png']], null).expect(200)).body.content as number;
    const doc = (await upload(adder, [[pdf(), 'new.pdf']], null).expect(200)).body.content as number;
    const count = async () => ((await ok<{ total: number }>(t, '/sparePart/pageList', { pageSize: 10 }, w.admin)).total);
    const parts = await count();

    // Another enterprise's file, a file already on a part and an unknown id are not found; no part is written.
    const theirs = (await t.http().post('/addFile').set('Authorization', `Bearer ${other.token}`).field('business_no', 'sparePart').field('data_id', String((await addPart(t, other)).id)).attach('files', png(), 'x.png')).body.content as number;
    const onPart = ((await list(reader)).body.content as Array<{ id: number }>)[0]!.id;
    for (const id of [theirs, onPart, 999999]) {
      const res = await t.post('/sparePart/add', { spare_part_code: `F-${id}`, name: '轴承', file_ids: [photo, id] }, adder.token);
      expect(res.status).toBe(404);
    }
    expect(await count()).toBe(parts);

    const saved = await ok<Part>(t, '/sparePart/add', { spare_part_code: `F-${photo}`, name: '轴承', file_ids: [photo, doc] }, adder);
    const rows = (await list(reader, saved.id)).body.content as Array<{ id: number; name: string; data_id: number }>;
    expect(rows.map((r) => [r.id, r.name, r.data_id])).toEqual([[photo, 'new.png', saved.id], [doc, 'new.pdf', saved.id]]);
    // Bound now: another part cannot take it.
    expect((await t.post('/sparePart/add', { spare_part_code: `G-${photo}`, name: '轴承', file_ids: [photo] }, adder.token)).status).toBe(404);
  });

  it("keeps to the enterprise's picture-count limit per part", async () => {
    await ok(t, '/systemConfig/update', { items: [{ key: 'upload.imageCountLimit', value: 2 }] }, w.admin);
    const fresh = await addPart(t, w.admin);
    expect((await upload(editor, [[png(), 'a.png']], fresh.id)).status).toBe(200);
    await refused(() => upload(editor, [[png(), 'b.png'], [jpeg(), 'c.jpg']], fresh.id), 422);
    expect((await upload(editor, [[png(), 'b.png'], [pdf(), 'doc.pdf']], fresh.id)).status).toBe(200);
    await refused(() => upload(editor, [[png(), 'c.png']], fresh.id), 422);
    await ok(t, '/systemConfig/update', { items: [{ key: 'upload.imageCountLimit', value: 9 }] }, w.admin);
  });

  it("another enterprise's part and its files are not found", async () => {
    await refused(() => upload(other, [[png(), 'x.png']]), 404);
    expect((await list(other)).status).toBe(404);
    const id = ((await list(reader)).body.content as Array<{ id: number }>)[0]!.id;
    const del = await t.post('/deleteFile', { id }, other.token);
    expect(del.status).toBe(404);
  });

  it('deletes a file with the part edit right only', async () => {
    const [first] = (await list(reader)).body.content as Array<{ id: number }>;
    expect((await t.post('/deleteFile', { id: first!.id }, reader.token)).status).toBe(403);
    expect((await t.post('/deleteFile', { id: first!.id }, editor.token)).status).toBe(200);
    expect(((await list(reader)).body.content as Array<{ id: number }>).map((r) => r.id)).not.toContain(first!.id);
  });

  it("a deleted part's files can no longer be reached (as equipment's)", async () => {
    const gone = await addPart(t, w.admin);
    const id = (await upload(editor, [[png(), 'gone.png']], gone.id)).body.content as number;
    await ok(t, '/sparePart/delete', { id: gone.id }, w.admin);
    expect((await list(w.admin, gone.id)).status).toBe(404);
    const img = await t.http().get('/getImg').query({ id, business_no: 'sparePart', token: w.admin.token });
    expect(img.status).toBe(404);
  });
});
