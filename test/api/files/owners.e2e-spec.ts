import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { addEquipment, ok } from '../equipment/support';
import { fileRows, pdf, png, storedFiles } from './fixtures';

/**
 * `/addFile` and `/deleteFile` (issue 11 item 5): every business number has an owner, and the owner says whether the
 * caller may change that object — its edit permission and the object in the caller's enterprise and scope — or, before
 * the object exists, create one.
 */
describe(`file owners: who may attach files to what (${testDbKind()})`, () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let other: Actor;
  let places: { site: number; areaA: number; areaB: number };
  let pump: { id: number };

  const upload = (actor: Actor, fields: Record<string, string | number>, file: [Buffer, string] = [png(), '铭牌.png']) => {
    let req = t.http().post('/addFile').set('Authorization', `Bearer ${actor.token}`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
    return req.attach('files', file[0], file[1]);
  };

  /** Asserts the answer and that no row, stored file or log entry was written. */
  const refused = async (send: () => PromiseLike<{ status: number; body: { msg: string } }>, status: number, msg?: string) => {
    const before = [await fileRows(t), storedFiles(t), Number((await t.db.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n)];
    const res = await send();
    expect({ status: res.status, ...(msg ? { msg: res.body.msg } : {}) }).toEqual({ status, ...(msg ? { msg } : {}) });
    expect([await fileRows(t), storedFiles(t), Number((await t.db.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n)]).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    other = (await newEnterprise(t)).admin;
    places = await newPlaces(t, admin.token);
    const typeId = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, admin.token)).id;
    pump = await addEquipment(t, admin.token, { asset_name: '一号泵', type_id: typeId, position_id: places.areaA });
  });
  afterAll(() => t?.close());

  it('refuses a business number no area registered, with or without data_id', async () => {
    const uploader = await newUser(t, enterpriseId, { permissions: [Permission.file.upload], lang: 'en_US' });
    await refused(() => upload(uploader, { business_no: 'customer', data_id: 999_999 }), 422, 'Unknown business type customer');
    await refused(() => upload(uploader, { business_no: 'customer' }), 422, 'Unknown business type customer');
  });

  it("answers 'not found' for an unknown id, another enterprise's object or one outside the caller's scope", async () => {
    await refused(() => upload(admin, { business_no: 'equipment', data_id: 999_999 }), 404);
    await refused(() => upload(admin, { business_no: 'assetPosition', data_id: 999_999 }), 404);
    await refused(() => upload(other, { business_no: 'equipment', data_id: pump.id }), 404);
    await refused(() => upload(other, { business_no: 'enterprise', data_id: enterpriseId }), 404);
    const areaB = await newUser(t, enterpriseId, { permissions: [Permission.file.upload, Permission.equipment.edit], scopes: { location: [places.areaB] } });
    await refused(() => upload(areaB, { business_no: 'equipment', data_id: pump.id }), 404);
  });

  it('needs the permission to change the object, not only to see it', async () => {
    const viewer = await newUser(t, enterpriseId, { permissions: [Permission.file.upload, Permission.file.delete, Permission.equipment.list, Permission.assetPosition.list], lang: 'en_US' });
    await refused(() => upload(viewer, { business_no: 'equipment', data_id: pump.id }), 403, 'No permission');
    await refused(() => upload(viewer, { business_no: 'assetPosition', data_id: places.areaA }), 403, 'No permission');
    await refused(() => upload(viewer, { business_no: 'enterprise', data_id: enterpriseId }), 403, 'No permission');

    const editor = await newUser(t, enterpriseId, { permissions: [Permission.file.upload, Permission.file.delete, Permission.equipment.edit] });
    const res = await upload(editor, { business_no: 'equipment', data_id: pump.id }, [pdf(), '说明书.pdf']);
    expect(res.status).toBe(200);
    const id = res.body.content as number;
    // Deleting an attachment changes the object too.
    await refused(() => t.post('/deleteFile', { id }, viewer.token).set('Lang', 'en_US'), 403, 'No permission');
    expect((await t.post('/deleteFile', { id }, editor.token)).status).toBe(200);
  });

  it('takes an upload before the object exists only from who may create (or edit) that kind of object', async () => {
    const nobody = await newUser(t, enterpriseId, { permissions: [Permission.file.upload, Permission.equipment.list] });
    for (const business_no of ['equipment', 'assetPosition', 'osah', 'enterprise']) await refused(() => upload(nobody, { business_no }), 403);
    const creator = await newUser(t, enterpriseId, { permissions: [Permission.file.upload, Permission.equipment.add, Permission.osah.add, Permission.assetPosition.add] });
    for (const business_no of ['equipment', 'assetPosition', 'osah']) expect((await upload(creator, { business_no })).status).toBe(200);
    await refused(() => upload(creator, { business_no: 'enterprise' }), 403);
  });

  it('takes an enterprise logo only from its own files', async () => {
    const logo = png(144, 48);
    const photo = (await upload(admin, { business_no: 'equipment', data_id: pump.id }, [logo, 'logo.png'])).body.content as number;
    const res = await t.post('/enterprise/update', { name: '耕云', logo_file_id: photo }, admin.token);
    expect(res.status).toBe(404);
    const own = (await upload(admin, { business_no: 'enterprise', data_id: enterpriseId }, [logo, 'logo.png'])).body.content as number;
    expect((await t.post('/enterprise/update', { name: '耕云', logo_file_id: own }, admin.token)).status).toBe(200);
  });
});
