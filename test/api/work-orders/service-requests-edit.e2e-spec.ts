import { DataScope, Permission } from '@gengyun/contracts';
import { FileStorage } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ALL, member, ok, world, type World } from './support';
import { REQUEST_WORK, SR, addRequest, count, requestDetail, uploadPhoto, type Request } from './service-requests-support';

/** Editing a service request while it is open: its text and photos, by its requester or whoever may edit requests. */
describe(`editing open service requests (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let staff: Actor;

  const edit = (who: Actor, r: Pick<Request, 'id' | 'version'>, body: object = {}) => t.post('/serviceRequest/edit', { id: r.id, version: r.version, title: '水泵漏水', ...body }, who.token);
  const convertBody = (r: Pick<Request, 'id' | 'version'>) => ({ id: r.id, version: r.version, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId });
  const storageKey = async (id: number): Promise<string | undefined> => ((await t.db.query('SELECT storage_key FROM file_info WHERE id = ?', [id])) as Array<{ storage_key: string }>)[0]?.storage_key;
  /** Asserts a refusal, and that the request and the file bindings stayed as they were. */
  const refused = async (send: () => PromiseLike<{ status: number; body: { code: number; msg: string } }>, status: number, msg: unknown, r?: Pick<Request, 'id'>) => {
    const before = [await count(t, 'file_info WHERE data_id IS NOT NULL'), r ? await requestDetail(t, w.admin, r.id) : null];
    const res = await send();
    expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({ status, code: -1, msg });
    expect([await count(t, 'file_info WHERE data_id IS NOT NULL'), r ? await requestDetail(t, w.admin, r.id) : null]).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    // May raise requests but not edit others': only their own.
    staff = await member(t, w, [SR.list, SR.add, Permission.file.upload, Permission.file.read]);
  });
  afterAll(() => t?.close());

  it('lets its requester change the text and swap photos while open, in one change at the next version, logged', async () => {
    const [kept, dropped] = [await uploadPhoto(t, staff), await uploadPhoto(t, staff)];
    const r = await addRequest(t, staff, { title: '水泵漏水', description: '泵体下方', location_id: w.places.areaA, photo_ids: [kept, dropped] });
    const droppedKey = (await storageKey(dropped))!;
    const fresh = await uploadPhoto(t, staff);
    const res = await edit(staff, r, { title: ' 水泵严重漏水 ', description: '泵体下方有积水', add_photo_ids: [fresh], remove_photo_ids: [dropped] });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ id: r.id, status: 'open', version: 2, title: '水泵严重漏水', description: '泵体下方有积水', location_id: w.places.areaA });
    expect((res.body.content as Request).photos.map((p) => p.id)).toEqual([kept, fresh]);
    expect(await storageKey(dropped)).toBeUndefined();
    expect(await t.app.get(FileStorage).read(droppedKey)).toBeNull();
    const en = await member(t, w, [SR.list], { lang: 'en_US' });
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'serviceRequest', data_id: r.id }, en);
    expect(log.rows[0]!.text).toBe(`Edited service request ${r.code}; changed Problem; changed Details; removed photo "leak.png"; added photo "leak.png"`);
    // The same text and no photo changes write nothing.
    const same = await edit(staff, { id: r.id, version: 2 }, { title: '水泵严重漏水', description: '泵体下方有积水' });
    expect([same.status, same.body.content.version]).toEqual([200, 2]);
  });

  it('lets whoever holds the edit permission edit others’ requests; others may not', async () => {
    const r = await addRequest(t, w.admin, { location_id: w.places.areaA, description: '旧描述' });
    const editor = await member(t, w, [SR.list, SR.edit, Permission.file.upload]);
    // The edit permission alone lets them upload the photos they add.
    const photo = await uploadPhoto(t, editor);
    const res = await edit(editor, r, { description: '', add_photo_ids: [photo] });
    expect([res.status, res.body.content.description, res.body.content.photos.length]).toEqual([200, null, 1]);
    const moved = await requestDetail(t, w.admin, r.id);
    await refused(() => edit(staff, moved, { title: '别人的请求' }), 403, '只有报修人或有编辑权限的人员可以修改该服务请求', r);
    const reader = await member(t, w, [SR.list]);
    await refused(() => edit(reader, moved), 403, '没有权限', r);
    // The files area's own routes do not change a saved request's photos.
    const direct = await t.http().post('/addFile').set('Authorization', `Bearer ${editor.token}`).field('business_no', 'serviceRequest').field('data_id', String(r.id)).attach('files', Buffer.alloc(8), 'x.png');
    expect(direct.status).toBe(403);
  });

  it('refuses a request converted or rejected in both languages, and a stale version', async () => {
    const converted = await addRequest(t, staff, { location_id: w.places.areaA });
    await ok(t, '/serviceRequest/convert', convertBody(converted), w.admin);
    await refused(() => edit(staff, { id: converted.id, version: 2 }), 422, `服务请求${converted.code}已是"已转工单"，不能再修改`, converted);
    const en = await member(t, w, [SR.list, SR.add, SR.edit], { lang: 'en_US' });
    await refused(() => edit(en, { id: converted.id, version: 2 }), 422, `Service request ${converted.code} is already "Converted" and can no longer be changed`, converted);
    const rejected = await addRequest(t, staff, { location_id: w.places.areaA });
    await ok(t, '/serviceRequest/reject', { id: rejected.id, version: 1, reason: '重复' }, w.admin);
    await refused(() => edit(staff, { id: rejected.id, version: 2 }, { add_photo_ids: [] }), 422, `服务请求${rejected.code}已是"已驳回"，不能再修改`, rejected);
    await refused(() => edit(en, { id: rejected.id, version: 2 }), 422, `Service request ${rejected.code} is already "Rejected" and can no longer be changed`, rejected);
    const open = await addRequest(t, staff, { location_id: w.places.areaA });
    expect((await edit(staff, open, { title: '第一次' })).status).toBe(200);
    await refused(() => edit(staff, open, { title: '旧版本' }), 409, '操作失败，请获取最新数据后重试', open);
    // An edit moves the version a dispatcher must convert at.
    expect((await t.post('/serviceRequest/convert', convertBody(open), w.admin.token)).status).toBe(409);
  });

  it('checks every id: the caller’s scope, the enterprise, the photos added and removed', async () => {
    const inA = await addRequest(t, w.admin, { location_id: w.places.areaA });
    const editorB = await member(t, w, [...ALL, ...REQUEST_WORK], { scopes: { [DataScope.location]: [w.places.areaB] } });
    await refused(() => edit(editorB, inA), 404, '信息不存在', inA);
    const stranger = await newEnterprise(t);
    await refused(() => edit(stranger.admin, inA), 404, '信息不存在', inA);
    const theirPhoto = await uploadPhoto(t, stranger.admin);
    await refused(() => edit(w.admin, inA, { add_photo_ids: [theirPhoto] }), 404, '信息不存在', inA);
    const other = await addRequest(t, w.admin, { location_id: w.places.areaA, photo_ids: [await uploadPhoto(t, w.admin)] });
    const othersPhoto = other.photos[0]!.id;
    await refused(() => edit(w.admin, inA, { add_photo_ids: [othersPhoto] }), 404, '信息不存在', inA);
    await refused(() => edit(w.admin, inA, { remove_photo_ids: [othersPhoto] }), 404, '信息不存在', inA);
    await refused(() => edit(w.admin, inA, { remove_photo_ids: [999_999] }), 404, '信息不存在', inA);
    await refused(() => edit(w.admin, { id: 999_999, version: 1 }), 404, '信息不存在');
    await refused(() => edit(w.admin, inA, { title: '  ' }), 422, expect.any(String), inA);
    expect(await requestDetail(t, w.admin, other.id)).toMatchObject({ photos: [{ id: othersPhoto }] });
    // Their own request in area B stays theirs to edit.
    const own = await addRequest(t, editorB, { location_id: w.places.areaB });
    expect((await edit(editorB, own, { title: '自己的' })).status).toBe(200);
  });

  it('holds the photo limit on the total: six a request', async () => {
    const five: number[] = [];
    for (let i = 0; i < 5; i++) five.push(await uploadPhoto(t, staff));
    const r = await addRequest(t, staff, { location_id: w.places.areaA, photo_ids: five });
    const two = [await uploadPhoto(t, staff), await uploadPhoto(t, staff)];
    await refused(() => edit(staff, r, { add_photo_ids: two }), 422, '最多上传6张照片', r);
    const res = await edit(staff, r, { add_photo_ids: two, remove_photo_ids: five.slice(0, 1) });
    expect([res.status, res.body.content.photos.length]).toEqual([200, 6]);
  });
});
