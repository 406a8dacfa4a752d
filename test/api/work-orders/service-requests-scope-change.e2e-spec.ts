import { DataScope, Permission, type PermissionCode } from '@gengyun/contracts';
import { MenuService } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { PushListeners } from '../../support/push-listener';
import type { Actor } from '../../support/builders/identity';
import { ALL, member, ok, world, type World } from './support';
import { REQUEST_WORK, SR, addRequest, requestDetail, uploadPhoto, type Request } from './service-requests-support';

/**
 * A requester whose role no longer covers the place of a request they raised keeps following that request — list,
 * detail, photos, change log and its pushes — and sees nothing else there: not the equipment, not others' requests.
 */
describe(`a requester moved out of their request’s scope (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let staff: Actor;

  const RAISER: PermissionCode[] = [SR.list, SR.add, Permission.file.upload, Permission.file.read, Permission.equipment.list];
  const convertBody = (r: Pick<Request, 'id' | 'version'>) => ({ id: r.id, version: r.version, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId });
  /** The administrator re-grants the user's own role with only this location. */
  const moveTo = async (who: Actor, location: number) => {
    const [{ role_id }] = (await t.db.query('SELECT role_id FROM user_role WHERE user_id = ?', [who.userId])) as Array<{ role_id: number }>;
    const menuIds = await t.app.get(MenuService).idsForCodes(RAISER);
    await ok(t, '/role/grant', { id: role_id, menuIds, scopes: { [DataScope.location]: [location] } }, w.admin);
  };
  const listed = async (who: Actor) => (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { pageSize: 100 }, who)).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp();
    // Sockets need the app on a port.
    await t.app.listen(0, '127.0.0.1');
    w = await world(t);
    staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
  });
  afterAll(() => t?.close());

  it('keeps their own request in the list and detail (photos, log) and nothing else of that place', async () => {
    const raiser = await member(t, w, RAISER, { scopes: { [DataScope.location]: [w.places.areaA] } });
    const photo = await uploadPhoto(t, raiser);
    const own = await addRequest(t, raiser, { equipment_id: w.equipmentA, photo_ids: [photo] });
    const others = await addRequest(t, staff, { equipment_id: w.equipmentA });
    expect(await listed(raiser)).toEqual(expect.arrayContaining([own.id, others.id]));
    expect((await t.post('/equipment/detail', { id: w.equipmentA }, raiser.token)).status).toBe(200);

    await moveTo(raiser, w.places.areaB);

    // Their own request: listed, its detail with the equipment's name as they raised it, its photo and change log.
    expect(await listed(raiser)).toContain(own.id);
    expect(await listed(raiser)).not.toContain(others.id);
    expect(await requestDetail(t, raiser, own.id)).toMatchObject({ id: own.id, equipment_id: w.equipmentA, location_id: w.places.areaA, photos: [{ id: photo }] });
    expect((await t.http().get(`/getImg?id=${photo}&business_no=serviceRequest&token=${raiser.token}`)).status).toBe(200);
    expect((await t.post('/log/pageList', { business_no: 'serviceRequest', data_id: own.id }, raiser.token)).status).toBe(200);
    // Nothing else there: another's request on the same equipment, the equipment itself, its place in the equipment list.
    expect((await t.post('/serviceRequest/detail', { id: others.id }, raiser.token)).status).toBe(404);
    expect((await t.post('/equipment/detail', { id: w.equipmentA }, raiser.token)).status).toBe(404);
    const equipment = await ok<{ rows: Array<{ id: number }> }>(t, '/equipment/pageList', { pageSize: 100 }, raiser);
    expect(equipment.rows.map((e) => e.id)).not.toContain(w.equipmentA);
    // And they raise nothing new there.
    expect((await t.post('/serviceRequest/add', { title: '又漏了', equipment_id: w.equipmentA }, raiser.token)).status).toBe(404);
  });

  it('is pushed the changes of their own request only, not of the others at that place', async () => {
    const raiser = await member(t, w, RAISER, { scopes: { [DataScope.location]: [w.places.areaA] } });
    const own = await addRequest(t, raiser, { location_id: w.places.areaA });
    const others = await addRequest(t, staff, { location_id: w.places.areaA });
    await moveTo(raiser, w.places.areaB);
    const pushes = new PushListeners(t, 'serviceRequest.changed');
    try {
      await pushes.listen('raiser', raiser.token);
      await ok(t, '/serviceRequest/reject', { id: others.id, version: others.version, reason: '重复' }, staff);
      await ok(t, '/serviceRequest/convert', convertBody(own), staff);
      // A later request in their new scope: a socket keeps the order of its events, so once it has arrived the
      // rejection of the other request would have too.
      const marker = await addRequest(t, staff, { location_id: w.places.areaB });
      await pushes.until(() => pushes.of('raiser').some((p) => p.id === marker.id));
      expect(pushes.of('raiser').map((p) => [p.id, p.status])).toEqual([
        [own.id, 'converted'],
        [marker.id, 'open'],
      ]);
    } finally {
      pushes.close();
    }
  });
});
