import { Workbook } from 'exceljs';
import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { PushListeners } from '../../support/push-listener';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ALL, member, ok, uniq, world, type World } from './support';
import { REQUEST_WORK, SR, addRequest, type Request } from './service-requests-support';

/** GET a file as bytes. */
const download = (t: TestApp, query: Record<string, unknown>) =>
  t.http().get('/exportFile').query(query).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/**
 * Service requests live and exported (issue 13 items 3 and 10): each change is pushed to those whose location scope
 * covers the request, and the list's export holds exactly the rows the list shows the caller.
 */
describe(`service requests pushed live and exported (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let staff: Actor;
  let inA: Actor;
  let inB: Actor;
  const convertBody = (r: Pick<Request, 'id' | 'version'>) => ({ id: r.id, version: r.version, type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId });

  beforeAll(async () => {
    t = await startTestApp();
    // Sockets need the app on a port.
    await t.app.listen(0, '127.0.0.1');
    w = await world(t);
    staff = await member(t, w, [...ALL, ...REQUEST_WORK]);
    inA = await member(t, w, [SR.list], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    inB = await member(t, w, [SR.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
  });
  afterAll(() => t?.close());

  it('pushes a raised, converted or rejected request to those whose scope covers it, and to nobody else', async () => {
    const other = await newEnterprise(t);
    const noList = await member(t, w, [SR.add]);
    const pushes = new PushListeners(t, 'serviceRequest.changed');
    try {
      for (const [name, who] of Object.entries({ admin: w.admin, inA, inB, noList, other: other.admin })) await pushes.listen(name, who.token);
      const inAreaA = await addRequest(t, staff, { equipment_id: w.equipmentA });
      const toReject = await addRequest(t, staff, { location_id: w.places.areaA });
      const inAreaB = await addRequest(t, staff, { location_id: w.places.areaB });
      await ok(t, '/serviceRequest/convert', convertBody(inAreaA), staff);
      await ok(t, '/serviceRequest/reject', { id: toReject.id, version: toReject.version, reason: '重复' }, staff);
      const mine = (name: string) => pushes.of(name).filter((p) => [inAreaA.id, toReject.id, inAreaB.id].includes(p.id)).map((p) => [p.id, p.status, p.version]);
      await pushes.until(() => mine('inA').length >= 4 && mine('admin').length >= 5 && mine('inB').length >= 1);
      expect(mine('inA')).toEqual([
        [inAreaA.id, 'open', 1],
        [toReject.id, 'open', 1],
        [inAreaA.id, 'converted', 2],
        [toReject.id, 'rejected', 2],
      ]);
      expect(mine('inB')).toEqual([[inAreaB.id, 'open', 1]]);
      expect(mine('admin')).toHaveLength(5);
      expect([mine('noList'), mine('other')]).toEqual([[], []]);
    } finally {
      pushes.close();
    }
  });

  it('sends each change once to a user who is both in the request’s scope and its requester', async () => {
    const raiser = await member(t, w, [SR.list, SR.add], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const pushes = new PushListeners(t, 'serviceRequest.changed');
    try {
      await pushes.listen('raiser', raiser.token);
      const own = await addRequest(t, raiser, { location_id: w.places.areaA });
      await ok(t, '/serviceRequest/convert', convertBody(own), staff);
      // A later request in the same scope: a socket keeps the order of its events, so once this one has arrived a
      // second copy of the earlier ones would have too.
      const marker = await addRequest(t, staff, { location_id: w.places.areaA });
      await pushes.until(() => pushes.of('raiser').some((p) => p.id === marker.id));
      const heard = pushes.of('raiser').filter((p) => [own.id, marker.id].includes(p.id));
      expect(heard.map((p) => [p.id, p.status])).toEqual([
        [own.id, 'open'],
        [own.id, 'converted'],
        [marker.id, 'open'],
      ]);
    } finally {
      pushes.close();
    }
  });

  it('pushes a request raised on the public page (no requester account) to those whose scope covers it only', async () => {
    const { token } = await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: w.equipmentA }, w.admin);
    const pushes = new PushListeners(t, 'serviceRequest.changed');
    try {
      await pushes.listen('inA', inA.token);
      await pushes.listen('inB', inB.token);
      const res = await t.http().post('/public/serviceRequest/add').field('link', token).field('title', '门口水管爆裂').field('requester_name', '王先生');
      expect(res.status).toBe(200);
      const { code } = res.body.content as { code: string };
      // inB's next event: once it arrives, a push of the public request to inB would have arrived before it.
      const marker = await addRequest(t, staff, { location_id: w.places.areaB });
      await pushes.until(() => pushes.of('inA').some((p) => p.code === code) && pushes.of('inB').some((p) => p.id === marker.id));
      expect(pushes.of('inA').filter((p) => p.code === code).map((p) => [p.status, p.version, p.location_id])).toEqual([['open', 1, w.places.areaA]]);
      expect(pushes.of('inB').filter((p) => p.code === code)).toEqual([]);
    } finally {
      pushes.close();
    }
  });

  it('exports exactly the rows the list shows a scoped user, headed in their language; the list permission is needed', async () => {
    const mark = uniq('导出请求');
    const a = await addRequest(t, staff, { title: `${mark}甲`, equipment_id: w.equipmentA });
    await addRequest(t, staff, { title: `${mark}乙`, location_id: w.places.areaB });
    const c = await addRequest(t, staff, { title: `${mark}丙`, location_id: w.places.areaA });
    await ok(t, '/serviceRequest/reject', { id: c.id, version: c.version, reason: '重复' }, staff);
    const exported = async (who: Actor, filter: object): Promise<string[][]> => {
      const start = await ok<{ id: number }>(t, '/serviceRequest/export', filter, who);
      let task = { status: 0, total_rows: -1 };
      for (let i = 0; i < 400 && task.status < 2; i++) {
        task = await ok<typeof task>(t, '/serviceRequest/exportTask', { id: start.id }, who);
        if (task.status < 2) await new Promise((r) => setTimeout(r, 50));
      }
      expect(task.status).toBe(2);
      const file = await download(t, { id: start.id, business_no: 'exportTask', token: who.token });
      expect(file.status).toBe(200);
      const book = new Workbook();
      const bytes = file.body as Buffer;
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      return Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1).map((v) => String(v ?? '')));
    };
    const listed = async (who: Actor, filter: object) => (await ok<{ rows: Request[] }>(t, '/serviceRequest/pageList', { ...filter, pageSize: 100 }, who)).rows.map((r) => r.code);

    const sheet = await exported(inA, { keyword: mark });
    expect(sheet[0]?.slice(0, 4)).toEqual(['No.', 'Problem', 'Status', 'Channel']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(await listed(inA, { keyword: mark }));
    expect(sheet.slice(1).map((row) => [row[1], row[2], row[10] ?? ''])).toEqual([
      [`${mark}丙`, 'Rejected', '重复'],
      [`${mark}甲`, 'Open', ''],
    ]);
    expect(sheet[2]?.[0]).toBe(a.code);
    // The filters apply as the list applies them; the administrator's export holds all three.
    const open = await exported(inA, { keyword: mark, status: 'open' });
    expect(open.slice(1).map((row) => row[0])).toEqual(await listed(inA, { keyword: mark, status: 'open' }));
    const all = await exported(w.admin, { keyword: mark });
    expect(all.slice(1).map((row) => row[0])).toEqual(await listed(w.admin, { keyword: mark }));
    expect(all[0]?.[0]).toBe('请求编号');
    expect(all).toHaveLength(4);
    // Without the list permission there is no export, and another user's task is not theirs to follow.
    const adder = await member(t, w, [SR.add]);
    expect((await t.post('/serviceRequest/export', {}, adder.token)).status).toBe(403);
    const mine = await ok<{ id: number }>(t, '/serviceRequest/export', {}, inA);
    expect((await t.post('/serviceRequest/exportTask', { id: mine.id }, inB.token)).status).toBe(404);
  });
});
