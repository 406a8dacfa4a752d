import { DataScope, Permission } from '@gengyun/contracts';
import { PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { uploadPlan } from '../equipment/support';
import { member, meterReading, ok, uniq, uploadAnswerFile, world, type World } from './support';

const noonOf = (day: string): Date => new Date(`${day}T04:00:00.000Z`);

interface Result {
  id: number;
  work_order_id: number;
  item_id: number;
  position: number;
  name: string;
  type: string;
  lower_limit: number | null;
  upper_limit: number | null;
  unit: string | null;
  options: string[];
  failing_options: string[];
  failure_opens_order: boolean;
  value: unknown;
  failed: boolean | null;
  recorded_by: number | null;
  repair_order_id: number | null;
  live_value: number | null;
}

/** Checklist results on generated orders (issue 14): rows at generation, answers by type, failures opening one order. */
describe(`checklist results (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let items: Record<string, number>;
  let handler: Actor;
  let orderId: number;
  let rows: Result[];

  const list = (who: Actor, id = orderId) => t.post('/checkResult/list', { work_order_id: id }, who.token);
  const record = (who: Actor, id: number, value: unknown) => t.post('/checkResult/record', { id, value }, who.token);
  const row = (type: string): Result => rows.find((r) => r.type === type) as Result;
  const repairsOf = (resultId: number) =>
    t.db.query<Array<{ id: number; parent_id: number; source_id: number; equipment_id: number; title: string }>>(`SELECT id, parent_id, source_id, equipment_id, title FROM work_order WHERE source = 'inspection' AND source_id = ?`, [resultId]);

  /** A plan over pump A with the given template, generated on its start day: its one order. */
  const generatedOrder = async (template: number, day: string): Promise<number> => {
    const plan = await ok<{ id: number }>(t, '/plan/add', {
      name: uniq('计划'), task_template_id: template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, handler_ids: [handler.userId],
      duration_hours: 4, coverage: 'equipment', equipment_ids: [w.pumpA], start_date: day, triggers: [{ kind: 'daily' }], lead_days: 0,
    }, w.admin);
    await t.app.get(PlanGeneration).run(noonOf(day), w.enterpriseId);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [plan.id]);
    const [order] = await t.db.query<Array<{ id: number }>>(`SELECT id FROM work_order WHERE source = 'plan' AND source_id = ?`, [plan.id]);
    return Number(order?.id);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    handler = await member(t, w, [Permission.workOrder.list, Permission.workOrder.handle, Permission.file.upload]);
    const add = async (body: Record<string, unknown>) => (await ok<{ id: number }>(t, '/taskItem/add', { name: uniq('项'), ...body }, w.admin)).id;
    items = {
      passFail: w.item,
      number: await add({ type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', failure_opens_order: true }),
      text: await add({ type: 'text' }),
      singleChoice: await add({ type: 'singleChoice', options: ['正常', '异响'], failing_options: ['异响'] }),
      multipleChoice: await add({ type: 'multipleChoice', options: ['a', 'b', 'c'], failing_options: ['c'] }),
      photo: await add({ type: 'photo' }),
      signature: await add({ type: 'signature' }),
      meterReading: await add({ type: 'meterReading', meter_quantity: 'energy', lower_limit: 0, upper_limit: 1000, unit: 'kWh' }),
    };
    const template = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('全项'), equipment_type_id: w.pump, item_ids: Object.values(items) }, w.admin)).id;
    orderId = await generatedOrder(template, '2033-05-01');
    rows = await ok<Result[]>(t, '/checkResult/list', { work_order_id: orderId }, w.admin);
  });
  afterAll(() => t?.close());

  it('attaches the template\'s items to the generated order, in order, with their type, limits and options', () => {
    expect(rows.map((r) => [r.item_id, r.position])).toEqual(Object.values(items).map((id, i) => [id, i]));
    expect(rows.every((r) => Number(r.work_order_id) === orderId && r.value === null && r.failed === null && r.repair_order_id === null)).toBe(true);
    expect(row('number')).toMatchObject({ lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', failure_opens_order: true });
    expect(row('singleChoice')).toMatchObject({ options: ['正常', '异响'], failing_options: ['异响'], failure_opens_order: false });
    expect(row('passFail').failure_opens_order).toBe(true);
  });

  it('checks each answer against its item\'s type on the server, with the message in both languages; nothing changes', async () => {
    const photo = await uploadPlan(t, w.admin.token);
    const refused: Array<[string, unknown, string]> = [
      ['passFail', 'yes', '合格/不合格检查项请选择合格或不合格'],
      ['number', '0.3 MPa', '该检查项请填写数值'],
      ['meterReading', 'NaN', '该检查项请填写数值'],
      ['text', '   ', '请填写检查结果（最多500字）'],
      ['text', 'x'.repeat(501), '请填写检查结果（最多500字）'],
      ['singleChoice', '其他', '请从检查项的选项中选择'],
      ['multipleChoice', ['a', 'z'], '请从检查项的选项中选择'],
      ['multipleChoice', [], '请从检查项的选项中选择'],
      ['multipleChoice', ['a', 'a'], '请从检查项的选项中选择'],
      ['photo', [], '请上传1至9张照片'],
      ['photo', Array.from({ length: 10 }, (_, i) => photo + i), '请上传1至9张照片'],
      ['photo', ['1'], '请上传1至9张照片'],
      ['signature', [photo], '请上传签名'],
    ];
    for (const [type, value, msg] of refused) {
      const res = await record(handler, row(type).id, value);
      expect([type, res.status, res.body.msg]).toEqual([type, 422, msg]);
    }
    const english = await member(t, w, [Permission.workOrder.list, Permission.workOrder.dispatch], { lang: 'en_US' });
    expect((await record(english, row('number').id, 'high')).body.msg).toBe('This item takes a number');
    // A file of another enterprise is "not found".
    const other = await newEnterprise(t);
    const foreign = await uploadPlan(t, other.admin.token);
    expect((await record(handler, row('signature').id, foreign)).status).toBe(404);
    for (const body of [{ id: row('text').id }, { id: row('text').id, value: null }, { id: 'x', value: true }]) expect((await t.post('/checkResult/record', body, handler.token)).status).toBe(422);
    expect((await ok<Result[]>(t, '/checkResult/list', { work_order_id: orderId }, w.admin)).every((r) => r.value === null)).toBe(true);
  });

  it('records each type\'s answer; numbers outside the limits and failing options are failures', async () => {
    const photo = await uploadAnswerFile(t, handler.token, 'checkResult', 'jpg');
    const signature = await uploadAnswerFile(t, handler.token, 'checkResult', 'png');
    const answers: Array<[string, unknown, boolean]> = [
      ['text', ' 密封完好 ', false],
      ['singleChoice', '异响', true],
      ['multipleChoice', ['a', 'b'], false],
      ['photo', [photo], false],
      ['signature', signature, false],
      ['meterReading', 1000, false],
    ];
    for (const [type, value, failed] of answers) {
      const res = await record(handler, row(type).id, value);
      expect([type, res.status, res.body.content?.failed]).toEqual([type, 200, failed]);
    }
    expect((await record(handler, row('meterReading').id, 1000.5)).body.content.failed).toBe(true);
    expect((await record(handler, row('multipleChoice').id, ['c'])).body.content.failed).toBe(true);
    const after = await ok<Result[]>(t, '/checkResult/list', { work_order_id: orderId }, handler);
    const byType = new Map(after.map((r) => [r.type, r]));
    expect(byType.get('text')).toMatchObject({ value: '密封完好', failed: false, recorded_by: handler.userId });
    expect(byType.get('multipleChoice')).toMatchObject({ value: ['c'], failed: true });
    expect(byType.get('photo')?.value).toEqual([photo]);
    // A failure on an item that does not open orders opens none.
    expect(await repairsOf(row('singleChoice').id)).toHaveLength(0);
  });

  it('binds photos and signatures to their row: the caller\'s own unbound pictures, a signature only as PNG', async () => {
    const boundTo = async (fileId: number) => (await t.db.query<Array<{ data_id: number | null }>>('SELECT data_id FROM file_info WHERE id = ?', [fileId]))[0]?.data_id;
    const mine = await uploadAnswerFile(t, handler.token, 'checkResult');
    const text = await uploadAnswerFile(t, handler.token, 'checkResult', 'txt');
    const jpeg = await uploadAnswerFile(t, handler.token, 'checkResult', 'jpg');
    const othersUpload = await uploadAnswerFile(t, w.admin.token, 'checkResult');
    const refused: Array<[string, unknown, number, string]> = [
      ['photo', [text], 422, '照片只能是图片文件'],
      ['signature', jpeg, 422, '签名须为在屏幕上签写的PNG图片'],
      ['photo', [mine, othersUpload], 404, '信息不存在'],
      ['photo', [await uploadPlan(t, w.admin.token)], 404, '信息不存在'],
    ];
    for (const [type, value, status, msg] of refused) {
      const res = await record(handler, row(type).id, value);
      expect([type, res.status, res.body.msg]).toEqual([type, status, msg]);
    }
    expect([await boundTo(mine), await boundTo(text), await boundTo(othersUpload)]).toEqual([null, null, null]);
    expect((await record(handler, row('photo').id, [mine, jpeg])).status).toBe(200);
    expect([Number(await boundTo(mine)), Number(await boundTo(jpeg))]).toEqual([row('photo').id, row('photo').id]);
    // Sent again it is the same answer; a file bound to one row is not another row's.
    expect((await record(handler, row('photo').id, [mine, jpeg])).status).toBe(200);
    expect((await record(handler, row('signature').id, mine)).status).toBe(404);
    // Those who see the order see the row's pictures; a user scoped elsewhere does not.
    const image = (who: Actor) => t.http().get(`/getImg?id=${mine}&business_no=checkResult`).set('Authorization', `Bearer ${who.token}`);
    expect((await image(handler)).status).toBe(200);
    const inB = await member(t, w, [Permission.workOrder.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await image(inB)).status).toBe(404);
  });

  it('pre-fills a meter reading with the equipment meter\'s latest value of its quantity', async () => {
    expect(row('meterReading').live_value).toBeNull();
    await meterReading(t, w, w.pumpA, 1234.5);
    const listed = await ok<Result[]>(t, '/checkResult/list', { work_order_id: orderId }, handler);
    expect(listed.find((r) => r.type === 'meterReading')?.live_value).toBe(1234.5);
    expect(listed.filter((r) => r.type !== 'meterReading').every((r) => r.live_value === null)).toBe(true);
  });

  it('a fail on an item that opens orders opens one repair order under the checked one, even when sent twice at once', async () => {
    const result = row('passFail');
    // The web sends fields as text: `false` is a fail too.
    const [a, b] = await Promise.all([record(handler, result.id, false), record(w.admin, result.id, 'false')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await record(handler, result.id, false);
    const repairs = await repairsOf(result.id);
    expect(repairs).toHaveLength(1);
    expect([Number(repairs[0]?.parent_id), Number(repairs[0]?.equipment_id)]).toEqual([orderId, w.pumpA]);
    const [listed] = (await ok<Result[]>(t, '/checkResult/list', { work_order_id: orderId }, handler)).filter((r) => r.id === result.id);
    expect([listed?.failed, listed?.repair_order_id]).toEqual([true, Number(repairs[0]?.id)]);
    // Passing again keeps the order that was opened; a pass opens nothing.
    expect((await record(handler, result.id, true)).body.content).toMatchObject({ failed: false, repair_order_id: Number(repairs[0]?.id) });
  });

  it('a number outside its limits on an item that opens orders opens one; inside it does not', async () => {
    const result = row('number');
    expect((await record(handler, result.id, '0.3')).body.content).toMatchObject({ value: 0.3, failed: false });
    expect(await repairsOf(result.id)).toHaveLength(0);
    const [a, b] = await Promise.all([record(handler, result.id, 0.1), record(handler, result.id, 0.5)]);
    expect([a.body.content.failed, b.body.content.failed]).toEqual([true, true]);
    expect(await repairsOf(result.id)).toHaveLength(1);
  });

  it('only the order\'s handlers, person in charge and dispatchers record, and only while it is open', async () => {
    const outsider = await member(t, w, [Permission.workOrder.list, Permission.workOrder.handle]);
    const refused = await record(outsider, row('text').id, '看过');
    expect([refused.status, refused.body.msg]).toEqual([403, '只有工单的处理人、负责人或派单人可以记录']);
    const reader = await member(t, w, [Permission.workOrder.list]);
    expect((await record(reader, row('text').id, '看过')).status).toBe(403);
    const ended = await generatedOrder(w.template, '2033-06-01');
    const [endedRow] = await ok<Result[]>(t, '/checkResult/list', { work_order_id: ended }, w.admin);
    const version = (await ok<{ version: number }>(t, '/workOrder/detail', { id: ended }, w.admin)).version;
    expect((await t.post('/workOrder/act', { id: ended, version, action: 'cancel', note: '停机' }, w.admin.token)).status).toBe(200);
    const closed = await record(w.admin, Number(endedRow?.id), false);
    expect([closed.status, closed.body.msg]).toEqual([422, '已结束的工单不能修改']);
    expect(await repairsOf(Number(endedRow?.id))).toHaveLength(0);
  });

  it('a user scoped to another location, and another enterprise, get "not found"', async () => {
    const inB = await member(t, w, [Permission.workOrder.list, Permission.workOrder.dispatch], { scopes: { [DataScope.location]: [w.places.areaB] } });
    for (const res of [await list(inB), await record(inB, row('text').id, '看过')]) expect([res.status, res.body.msg]).toEqual([404, '信息不存在']);
    const other = await newEnterprise(t);
    for (const res of [await list(other.admin), await record(other.admin, row('text').id, '看过')]) expect([res.status, res.body.msg]).toEqual([404, '信息不存在']);
    const inA = await member(t, w, [Permission.workOrder.list], { scopes: { [DataScope.location]: [w.places.areaA] } });
    expect((await list(inA)).body.content).toHaveLength(rows.length);
  });
});
