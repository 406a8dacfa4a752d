import { FileStorage, Jobs } from '@gengyun/core';
import { UnboundUploadSweep } from '@gengyun/files';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { until } from '../../alarms/alarm-fixtures';
import { ALL, member, world, type World } from './support';
import { REQUEST_WORK, addRequest, png, uploadPhoto } from './service-requests-support';

const HOUR = 3600_000;

/** Photos uploaded for service requests never sent are swept after the grace period (default 24 hours). */
describe(`the sweep of unbound request uploads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
  });
  afterAll(() => t?.close());

  const age = (id: number, hours: number) =>
    t.db.createQueryBuilder().update('file_info').set({ create_time: new Date(Date.now() - hours * HOUR) }).where('id = :id', { id }).execute();
  const row = async (id: number) => ((await t.db.query('SELECT data_id, storage_key FROM file_info WHERE id = ?', [id])) as Array<{ data_id: number | null; storage_key: string }>)[0];
  const stored = async (key: string) => (await t.app.get(FileStorage).read(key)) !== null;
  const upload = async (businessNo: string, token: string): Promise<number> => {
    const res = await t.http().post('/addFile').set('Authorization', `Bearer ${token}`).field('business_no', businessNo).attach('files', png(), 'plan.png');
    if (res.status !== 200) throw new Error(`/addFile → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.content as number;
  };

  it('removes an old unbound request photo (row and bytes); a fresh one, a saved request’s and other owners’ stay', async () => {
    const staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
    const abandoned = await uploadPhoto(t, staff);
    const fresh = await uploadPhoto(t, staff);
    const sent = await uploadPhoto(t, staff);
    await addRequest(t, staff, { location_id: w.places.areaA, photo_ids: [sent] });
    const floorPlan = await upload('assetPosition', w.admin.token);
    const orderFile = await upload('workOrder', w.admin.token);
    const other = await newEnterprise(t);
    const theirs = await uploadPhoto(t, other.admin);
    for (const id of [abandoned, sent, floorPlan, orderFile, theirs]) await age(id, 25);
    await age(fresh, 23);
    const abandonedKey = (await row(abandoned))!.storage_key;
    expect(await stored(abandonedKey)).toBe(true);

    expect(await t.app.get(UnboundUploadSweep).run()).toBe(2);

    expect(await row(abandoned)).toBeUndefined();
    expect(await stored(abandonedKey)).toBe(false);
    expect(await row(theirs)).toBeUndefined();
    for (const id of [fresh, floorPlan, orderFile]) expect(await row(id)).toMatchObject({ data_id: null });
    expect((await row(sent))!.data_id).toEqual(expect.any(Number));
    for (const id of [fresh, sent, floorPlan, orderFile]) expect(await stored((await row(id))!.storage_key)).toBe(true);
    expect(await t.app.get(UnboundUploadSweep).run()).toBe(0);
  });

  it('runs as the job `unbound-uploads` of the sweeps queue in embedded mode', async () => {
    const staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
    const abandoned = await uploadPhoto(t, staff);
    await age(abandoned, 48);
    await t.app.get(Jobs).add('sweeps', 'unbound-uploads', {}, { jobId: 'unbound-uploads-now' });
    await until(async () => (await row(abandoned)) === undefined, 10_000);
  });

  it('takes its grace period from UNBOUND_UPLOAD_TTL_HOURS', async () => {
    const short = await startTestApp({ UNBOUND_UPLOAD_TTL_HOURS: '1' });
    try {
      const { admin } = await newEnterprise(short);
      const photo = await uploadPhoto(short, admin);
      await short.db.createQueryBuilder().update('file_info').set({ create_time: new Date(Date.now() - 2 * HOUR) }).where('id = :id', { id: photo }).execute();
      expect(await short.app.get(UnboundUploadSweep).run()).toBe(1);
    } finally {
      await short.close();
    }
  });
});
