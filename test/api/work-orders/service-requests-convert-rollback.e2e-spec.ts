import { AuditService, FileStorage, type RemarkPart } from '@gengyun/core';
import { FileCopies, UnboundUploadSweep } from '@gengyun/files';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { ALL, member, ok, world, type World } from './support';
import { REQUEST_WORK, addRequest, requestDetail, uploadPhoto, type Request } from './service-requests-support';

const HOUR = 3600_000;

/**
 * A conversion copies the request's photos for its work order before the order's transaction (bytes cannot roll
 * back); when that transaction rolls back after the copy, the copies go at once, or — should that fail too — at the
 * sweep of unbound uploads. The request's own photos stay.
 */
describe(`photos copied by a conversion that rolls back (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
  });
  afterAll(() => t?.close());
  afterEach(() => jest.restoreAllMocks());

  const rows = async (where: string): Promise<Array<{ id: number; data_id: number | null; storage_key: string }>> => (await t.db.query(`SELECT id, data_id, storage_key FROM file_info WHERE ${where} ORDER BY id`)) as never;
  const stored = async (key: string) => (await t.app.get(FileStorage).read(key)) !== null;
  const convert = (r: Pick<Request, 'id' | 'version'>) => t.post('/serviceRequest/convert', { id: r.id, version: r.version, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId }, w.admin.token);

  /** The order's change log entry, written after the copies were adopted, is refused: the transaction rolls back. */
  const failAfterTheCopy = (): string[] => {
    const audit = t.app.get(AuditService);
    const record = audit.record.bind(audit);
    jest
      .spyOn(audit, 'record')
      .mockImplementation((actor, businessNo, dataId, remark: RemarkPart[], manager) =>
        remark[0]?.key === 'serviceRequest.audit.converted' ? Promise.reject(new Error('refused after the copy')) : record(actor, businessNo, dataId, remark, manager),
      );
    const storage = t.app.get(FileStorage);
    const put = storage.put.bind(storage);
    const written: string[] = [];
    jest.spyOn(storage, 'put').mockImplementation((key, data) => {
      written.push(key);
      return put(key, data);
    });
    return written;
  };

  const requestWithPhotos = async (): Promise<{ request: Request; own: Array<{ id: number; storage_key: string }> }> => {
    const staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
    const request = await addRequest(t, staff, { location_id: w.places.areaA, photo_ids: [await uploadPhoto(t, staff), await uploadPhoto(t, staff)] });
    return { request, own: await rows(`business_no = 'serviceRequest' AND data_id = ${request.id}`) };
  };

  const ownIntact = async (request: Request, own: Array<{ id: number; storage_key: string }>) => {
    expect(await requestDetail(t, w.admin, request.id)).toMatchObject({ status: 'open', version: 1, work_order_id: null, photos: own.map((p) => ({ id: p.id })) });
    for (const photo of own) expect(await stored(photo.storage_key)).toBe(true);
  };

  it('discards the copies (rows and bytes) at once, and converts normally afterwards', async () => {
    const { request, own } = await requestWithPhotos();
    const orderFiles = (await rows(`business_no IN ('workOrder', 'fileCopy')`)).length;
    const written = failAfterTheCopy();
    expect((await convert(request)).status).not.toBe(200);
    expect(written).toHaveLength(2);
    for (const key of written) expect(await stored(key)).toBe(false);
    expect(await rows(`business_no IN ('workOrder', 'fileCopy')`)).toHaveLength(orderFiles);
    await ownIntact(request, own);

    jest.restoreAllMocks();
    const converted = await ok<Request>(t, '/serviceRequest/convert', { id: request.id, version: 1, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId }, w.admin);
    const copies = await rows(`business_no = 'workOrder' AND data_id = ${converted.work_order_id}`);
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(await stored(copy.storage_key)).toBe(true);
    expect(await rows(`business_no = 'fileCopy'`)).toEqual([]);
  });

  it('leaves copies it could not discard unbound, and the sweep removes them after the grace period', async () => {
    const { request, own } = await requestWithPhotos();
    const written = failAfterTheCopy();
    // The process dies between the rollback and the discard.
    jest.spyOn(t.app.get(FileCopies), 'discard').mockResolvedValue(undefined);
    expect((await convert(request)).status).not.toBe(200);
    const left = await rows(`business_no = 'fileCopy'`);
    expect(left.map((r) => [r.data_id, written.includes(r.storage_key)])).toEqual([
      [null, true],
      [null, true],
    ]);
    // Unbound copies are nobody's to read, not even an administrator's.
    const read = await t.http().get(`/getImg?id=${left[0]!.id}&business_no=fileCopy`).set('Authorization', `Bearer ${w.admin.token}`);
    expect(read.status).toBe(404);
    jest.restoreAllMocks();

    expect(await t.app.get(UnboundUploadSweep).run()).toBe(0);
    await t.db.createQueryBuilder().update('file_info').set({ create_time: new Date(Date.now() - 25 * HOUR) }).where("business_no = 'fileCopy'").execute();
    expect(await t.app.get(UnboundUploadSweep).run()).toBe(2);
    expect(await rows(`business_no = 'fileCopy'`)).toEqual([]);
    for (const key of written) expect(await stored(key)).toBe(false);
    await ownIntact(request, own);
  });
});
