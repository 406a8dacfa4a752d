import { Permission, type PermissionCode } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { floorPlanPng } from '../../../libs/equipment/src/location/plan-png';
import { addEquipment } from '../equipment/support';
import { LEVELS, ok, uniq } from '../work-orders/support';

export { ok, uniq };

/** Everything of the maintenance area, with the pickers a planner uses. */
export const ALL: PermissionCode[] = [
  ...Object.values(Permission.taskTemplate),
  ...Object.values(Permission.plan),
  ...Object.values(Permission.holiday),
  Permission.equipment.list,
  Permission.workOrder.list,
];

export interface World {
  enterpriseId: number;
  admin: Actor;
  places: { site: number; areaA: number; areaB: number };
  pump: number;
  fan: number;
  model: number;
  pumpA: number;
  pumpB: number;
  fanA: number;
  item: number;
  template: number;
  orderType: number;
}

/** An enterprise with locations, pumps in area A and B, a fan in A, a checklist item, a pump template and an order type. */
export async function world(t: TestApp): Promise<World> {
  const { enterpriseId, admin } = await newEnterprise(t);
  const places = await newPlaces(t, admin.token);
  const pump = (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('泵') }, admin)).id;
  const fan = (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('风机') }, admin)).id;
  const model = (await ok<{ id: number }>(t, '/equipmentModel/add', { name: uniq('IS80'), type_id: pump }, admin)).id;
  const pumpA = (await addEquipment(t, admin.token, { position_id: places.areaA, type_id: pump, model_id: model })).id;
  const pumpB = (await addEquipment(t, admin.token, { position_id: places.areaB, type_id: pump })).id;
  const fanA = (await addEquipment(t, admin.token, { position_id: places.areaA, type_id: fan })).id;
  const item = (await ok<{ id: number }>(t, '/taskItem/add', { name: '检查密封', type: 'passFail', standard: '无泄漏', failure_opens_order: true }, admin)).id;
  const template = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('水泵保养'), equipment_type_id: pump, item_ids: [item] }, admin)).id;
  const orderType = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('M'), name: '保养', levels: LEVELS }, admin)).id;
  return { enterpriseId, admin, places, pump, fan, model, pumpA, pumpB, fanA, item, template, orderType };
}

/** The app on a fresh database with `world` in it: a suite's shared set-up (its `afterAll` closes `t`). */
export async function startWorld(): Promise<{ t: TestApp; w: World }> {
  const t = await startTestApp();
  return { t, w: await world(t) };
}

/** A plan's `/plan/add` body on the world's pump template and order type: a fresh name from `name`, then `body`. */
export const planForm = (w: World, name: string, body: Record<string, unknown>): Record<string, unknown> => ({
  name: uniq(name),
  task_template_id: w.template,
  work_order_type_id: w.orderType,
  person_in_charge_id: w.admin.userId,
  duration_hours: 4,
  ...body,
});

export const member = (t: TestApp, w: World, permissions: PermissionCode[] = ALL, opts: Parameters<typeof newUser>[2] = {}): Promise<Actor> =>
  newUser(t, w.enterpriseId, { permissions, ...opts });

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const ANSWER_FILES = { png: () => floorPlanPng(8, 8), jpg: () => JPEG, txt: () => Buffer.from('not a picture') } as const;

/** A file uploaded unbound by `token` under a checklist owner (`checkResult`, `patrolResult`): its id. */
export async function uploadAnswerFile(t: TestApp, token: string, businessNo: string, kind: keyof typeof ANSWER_FILES = 'png'): Promise<number> {
  const res = await t.http().post('/addFile').set('Authorization', `Bearer ${token}`).field('business_no', businessNo).attach('files', ANSWER_FILES[kind](), `answer.${kind}`);
  if (res.status !== 200) throw new Error(`upload ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.content);
}

/** A power meter on a piece of equipment whose latest `energy` reading is `value` (written as ingest would). */
export async function meterReading(t: TestApp, w: World, equipmentId: number, value: number): Promise<number> {
  const meter = (await ok<{ meter: { id: number } }>(t, '/meter/add', { meter_code: uniq('PM'), name: uniq('电表'), meter_type: 'power', equipment_id: equipmentId }, w.admin)).meter.id;
  await t.db.query('INSERT INTO meter_latest (meter_id, quantity, enterprise_id, value, ts) VALUES (?, ?, ?, ?, ?)', [meter, 'energy', w.enterpriseId, value, Date.now()]);
  return meter;
}

/** The SQL every query runner of the app sends while `fn` runs (query-counting tests). */
export async function queriesDuring(t: TestApp, fn: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
  const spy = jest.spyOn(proto, 'query');
  try {
    await fn();
    return spy.mock.calls.map((c) => String(c[0]));
  } finally {
    spy.mockRestore();
  }
}

/** Matches a statement that reads `table` (its FROM clause). */
export const fromTable = (table: string): RegExp => new RegExp(`\\bFROM\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i');
