import { Workbook } from 'exceljs';
import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { fileRows, pdf, png, storedFiles } from '../files/fixtures';
import { addEquipment, catalogue, ok, waitTask, type Ids } from './support';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe(`equipment data scopes: equipment type, files and export downloads (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  /** Granted the pump type: sees pumps and centrifugal pumps (its subtree), never meters. Speaks zh_CN. */
  let pumps: Actor;
  let pump: { id: number; asset_code: string };
  let centrifugal: { id: number; asset_code: string };
  let meter: { id: number; asset_code: string };
  let meterPhoto: number;

  const auditRows = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n);
  const equipmentRow = async (id: number) => (await t.db.query('SELECT * FROM equipment WHERE id = ?', [id]))[0] as Record<string, unknown>;
  /** GET /exportFile with the body kept as bytes. */
  const download = (query: Record<string, unknown>) =>
    t.http().get('/exportFile').query(query).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  const upload = (actor: Actor, dataId: number, businessNo = 'equipment', file: [Buffer, string] = [png(), '铭牌.png']) =>
    t.http().post('/addFile').set('Authorization', `Bearer ${actor.token}`).field('business_no', businessNo).field('data_id', String(dataId)).attach('files', file[0], file[1]);

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
    const place = { x: 10, y: 20, lat: 23.1, lng: 113.3 };
    pump = await addEquipment(t, admin.token, { asset_code: 'SCP-PUMP', asset_name: '总泵', type_id: ids.pump, position_id: ids.room, ...place });
    centrifugal = await addEquipment(t, admin.token, { asset_code: 'SCP-CENT', asset_name: '离心一号', type_id: ids.centrifugal, position_id: ids.otherRoom, ...place });
    meter = await addEquipment(t, admin.token, { asset_code: 'SCP-METER', asset_name: '电表一号', type_id: ids.meter, position_id: ids.room, ...place });
    pumps = await newUser(t, enterpriseId, {
      permissions: [
        Permission.equipment.list, Permission.equipment.edit, Permission.equipment.delete, Permission.equipment.scrap, Permission.equipment.export,
        Permission.equipmentCount.list, Permission.equipmentCount.edit, Permission.file.upload, Permission.file.read, Permission.file.delete,
      ],
      scopes: { equipment_type: [ids.pump] },
    });
    const photo = await upload(admin, meter.id);
    expect(photo.status).toBe(200);
    meterPhoto = photo.body.content as number;
  });
  afterAll(() => t?.close());

  it('lists, shows and maps only equipment of the granted type subtree', async () => {
    const page = await ok<{ rows: Array<{ id: number }>; total: number }>(t, '/equipment/pageList', { keyword: 'SCP-', sortField: 'asset_code', sortOrder: 'asc' }, pumps.token);
    expect(page.rows.map((r) => r.id)).toEqual([centrifugal.id, pump.id]);
    expect(page.total).toBe(2);
    expect((await ok<{ total: number }>(t, '/equipment/pageList', { keyword: 'SCP-', type_id: ids.meter }, pumps.token)).total).toBe(0);
    expect((await ok<{ total: number }>(t, '/equipment/pageList', { keyword: 'SCP-' }, admin.token)).total).toBe(3);

    expect((await ok<{ type_name: string }>(t, '/equipment/detail', { id: centrifugal.id }, pumps.token)).type_name).toBe('离心泵');
    const hidden = await t.post('/equipment/detail', { id: meter.id }, pumps.token);
    expect([hidden.status, hidden.body.code, hidden.body.msg]).toEqual([404, -1, '信息不存在']);

    const plan = await ok<{ rows: Array<{ id: number }> }>(t, '/equipment/mapMarkers', { position_id: ids.plant }, pumps.token);
    expect(plan.rows.map((m) => m.id).sort((a, b) => a - b)).toEqual([pump.id, centrifugal.id].sort((a, b) => a - b));
    const street = await ok<{ rows: Array<{ id: number }> }>(t, '/equipment/mapMarkers', { mode: 'map' }, pumps.token);
    expect(street.rows.map((m) => m.id).sort((a, b) => a - b)).toEqual([pump.id, centrifugal.id].sort((a, b) => a - b));
    const all = await ok<{ rows: Array<{ id: number }> }>(t, '/equipment/mapMarkers', { mode: 'map' }, admin.token);
    expect(all.rows.map((m) => m.id)).toContain(meter.id);
  });

  it('answers 404 for an out-of-scope id on detail, update, delete and scrap, changing nothing', async () => {
    const before = await equipmentRow(meter.id);
    for (const [path, body] of [
      ['/equipment/detail', { id: meter.id }],
      ['/equipment/children', { id: meter.id }],
      ['/equipment/logs', { id: meter.id }],
      ['/equipment/update', { id: meter.id, asset_name: '改名' }],
      ['/equipment/delete', { id: meter.id }],
      ['/equipment/scrap', { id: meter.id, reason: '越权' }],
    ] as const) {
      const res = await t.post(path, body, pumps.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '信息不存在']);
    }
    expect(await equipmentRow(meter.id)).toEqual(before);
    const renamed = await ok<{ asset_name: string }>(t, '/equipment/update', { id: pump.id, asset_name: '总泵A' }, pumps.token);
    expect(renamed.asset_name).toBe('总泵A');
  });

  it('counts only the equipment of its types, and cannot add out-of-scope equipment to a count', async () => {
    const count = await ok<{ id: number }>(t, '/equipmentCount/add', { count_date: '2025-01-10', position_id: ids.plant }, pumps.token);
    const detail = await ok<{ items: Array<{ equipment_id: number | null }> }>(t, '/equipmentCount/detail', { id: count.id }, pumps.token);
    expect(detail.items.map((i) => i.equipment_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([pump.id, centrifugal.id].sort((a, b) => a - b));
    const items = Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_count_item WHERE count_id = ?', [count.id]))[0].n);
    const outside = await t.post('/equipmentCount/addItems', { id: count.id, equipment_ids: [meter.id] }, pumps.token);
    expect([outside.status, outside.body.msg]).toEqual([404, '信息不存在']);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_count_item WHERE count_id = ?', [count.id]))[0].n)).toBe(items);

    const adminCount = await ok<{ id: number }>(t, '/equipmentCount/add', { count_date: '2025-01-11', position_id: ids.plant }, admin.token);
    const seen = await ok<{ items: Array<{ id: number; equipment_id: number | null }> }>(t, '/equipmentCount/detail', { id: adminCount.id }, pumps.token);
    expect(seen.items.map((i) => i.equipment_id)).not.toContain(meter.id);
    expect(seen.items.map((i) => i.equipment_id)).toContain(pump.id);
    const [meterItem] = await t.db.query('SELECT id, result FROM equipment_count_item WHERE count_id = ? AND equipment_id = ?', [adminCount.id, meter.id]);
    const mark = await t.post('/equipmentCount/updateItem', { id: meterItem.id, result: 1 }, pumps.token);
    expect(mark.status).toBe(404);
    expect(Number((await t.db.query('SELECT result FROM equipment_count_item WHERE id = ?', [meterItem.id]))[0].result)).toBe(Number(meterItem.result));
  });

  it('exports only the granted types and serves the workbook through /exportFile to its owner alone', async () => {
    const start = await ok<{ id: number }>(t, '/equipment/export', { keyword: 'SCP-', sortField: 'asset_code', sortOrder: 'asc' }, pumps.token);
    expect((await waitTask(t, 'exportTask', start.id, pumps.token)).status).toBe(2);
    const file = await download({ id: start.id, business_no: 'exportTask', token: pumps.token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_MIME);
    const name = `设备台账-${new Date().toISOString().slice(0, 10)}.xlsx`;
    expect(file.headers['content-disposition']).toBe(`attachment; filename="____${name.slice(4)}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const book = new Workbook();
    const bytes = file.body as Buffer;
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([2, 3].map((r) => sheet.getRow(r).getCell(1).text)).toEqual(['SCP-CENT', 'SCP-PUMP']);

    // Exports are private to whoever asked (each holds that caller's scopes); administrators see every one.
    const colleague = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.equipment.export], lang: 'en_US' });
    const other = await newEnterprise(t);
    for (const [token, msg] of [[colleague.token, 'Information does not exist'], [other.admin.token, '信息不存在']]) {
      const res = await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token });
      expect([res.status, res.body.code, res.body.msg]).toEqual([404, -1, msg]);
    }
    expect((await download({ id: start.id, business_no: 'exportTask', token: admin.token })).status).toBe(200);
    const unknown = await t.http().get('/exportFile').query({ id: 999_999, business_no: 'exportTask', token: pumps.token });
    expect(unknown.status).toBe(404);
    const lister = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.file.read] });
    expect((await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: lister.token })).status).toBe(403);
    expect((await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask' })).status).toBe(401);
  });

  it('refuses to download an export that is still waiting or running', async () => {
    const start = await ok<{ id: number }>(t, '/equipment/export', { keyword: 'SCP-' }, pumps.token);
    await waitTask(t, 'exportTask', start.id, pumps.token);
    for (const status of [0, 1]) {
      await t.db.query('UPDATE transfer_task SET status = ? WHERE id = ?', [status, start.id]);
      const res = await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: pumps.token });
      expect([res.status, res.body.code, res.body.content?.key, res.body.msg]).toEqual([409, -1, 'files.errors.taskNotDone', '任务尚未完成']);
    }
    await t.db.query('UPDATE transfer_task SET status = 2 WHERE id = ?', [start.id]);
    expect((await download({ id: start.id, business_no: 'exportTask', token: pumps.token })).status).toBe(200);
  });

  it('reaches the files of in-scope equipment only: upload, list, picture, download and delete', async () => {
    const mine = await upload(pumps, pump.id, 'equipment', [pdf(), '说明书.pdf']);
    expect(mine.status).toBe(200);
    const mineId = mine.body.content as number;
    const list = await t.http().get('/searchFileInfo').query({ business_no: 'equipment', data_id: pump.id, token: pumps.token });
    expect(list.body.content.map((f: { id: number }) => f.id)).toEqual([mineId]);
    expect((await download({ id: mineId, business_no: 'equipment', token: pumps.token })).status).toBe(200);

    const [rows, stored, logs] = [await fileRows(t), storedFiles(t), await auditRows()];
    const notFound = [404, -1, '信息不存在'];
    const answer = (res: { status: number; body: { code: number; msg: string } }) => [res.status, res.body.code, res.body.msg];
    expect(answer(await upload(pumps, meter.id))).toEqual(notFound);
    expect(answer(await t.http().get('/searchFileInfo').query({ business_no: 'equipment', data_id: meter.id, token: pumps.token }))).toEqual(notFound);
    expect(answer(await t.http().get('/getImg').query({ id: meterPhoto, business_no: 'equipment', token: pumps.token }))).toEqual(notFound);
    expect(answer(await t.http().get('/exportFile').query({ id: meterPhoto, business_no: 'equipment', token: pumps.token }))).toEqual(notFound);
    expect(answer(await t.post('/deleteFile', { id: meterPhoto }, pumps.token))).toEqual(notFound);
    // Nothing can be attached under the export tasks' business number.
    expect(answer(await upload(pumps, pump.id, 'exportTask'))).toEqual(notFound);
    expect(await fileRows(t)).toBe(rows);
    expect(storedFiles(t)).toBe(stored);
    expect(await auditRows()).toBe(logs);

    const img = await t.http().get('/getImg').query({ id: meterPhoto, business_no: 'equipment', token: admin.token });
    expect(img.status).toBe(200);
    expect((await t.post('/deleteFile', { id: mineId }, pumps.token)).status).toBe(200);
  });

  it("applies the location scope to files the same way, and treats another enterprise's equipment as not found", async () => {
    const building = await newUser(t, enterpriseId, { permissions: [Permission.equipment.edit, Permission.file.upload, Permission.file.read], scopes: { location: [ids.building] } });
    expect((await t.http().get('/searchFileInfo').query({ business_no: 'equipment', data_id: meter.id, token: building.token })).status).toBe(200);
    expect((await t.http().get('/searchFileInfo').query({ business_no: 'equipment', data_id: centrifugal.id, token: building.token })).status).toBe(404);
    const [rows, stored] = [await fileRows(t), storedFiles(t)];
    expect((await upload(building, centrifugal.id)).status).toBe(404);
    const other = await newEnterprise(t);
    expect((await upload(other.admin, pump.id)).status).toBe(404);
    expect((await t.http().get('/searchFileInfo').query({ business_no: 'equipment', data_id: pump.id, token: other.admin.token })).status).toBe(404);
    expect((await t.http().get('/getImg').query({ id: meterPhoto, business_no: 'equipment', token: other.admin.token })).status).toBe(404);
    expect(await fileRows(t)).toBe(rows);
    expect(storedFiles(t)).toBe(stored);
  });
});
