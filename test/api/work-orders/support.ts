import { Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { addEquipment } from '../equipment/support';

export const P = Permission.workOrder;
/** Everything on work orders, types and pools, with the equipment pickers. */
export const ALL: PermissionCode[] = [
  ...Object.values(Permission.workOrder),
  ...Object.values(Permission.workOrderType),
  ...Object.values(Permission.workOrderPool),
  Permission.equipment.list,
];

/** Levels 1–5: response 10·n minutes, completion 60·n minutes. */
export const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 10 * level, completion_minutes: 60 * level }));

let seq = 0;
export const uniq = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;
export const requestId = (): string => uniq('req-').padEnd(12, '0');

/** POST and return the content, failing loudly on anything but 200. */
export async function ok<T = Record<string, unknown>>(t: TestApp, path: string, body: object, who: Actor): Promise<T> {
  const res = await t.post(path, body, who.token);
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as T;
}

export interface Order {
  id: number;
  code: string;
  status: string;
  version: number;
  handler_ids: number[];
  location_id: number | null;
  type_id: number;
  person_in_charge_id: number;
}

export const equipmentType = async (t: TestApp, who: Actor): Promise<number> => (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('泵') }, who)).id;

export interface World {
  enterpriseId: number;
  admin: Actor;
  places: { site: number; areaA: number; areaB: number };
  equipmentA: number;
  equipmentB: number;
  repair: number;
  inspect: number;
  pool: number;
}

/** An enterprise with a location tree, equipment in area A and B, a pool and two work-order types. */
export async function world(t: TestApp): Promise<World> {
  const { enterpriseId, admin } = await newEnterprise(t);
  const places = await newPlaces(t, admin.token);
  const type_id = await equipmentType(t, admin);
  const equipmentA = (await addEquipment(t, admin.token, { position_id: places.areaA, type_id })).id;
  const equipmentB = (await addEquipment(t, admin.token, { position_id: places.areaB, type_id })).id;
  const pool = (await ok<{ id: number }>(t, '/workOrderPool/add', { name: uniq('pool'), member_ids: [admin.userId] }, admin)).id;
  const repair = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('R'), name: '维修', levels: LEVELS, default_pool_id: pool }, admin)).id;
  const inspect = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('I'), name: '巡检', levels: LEVELS }, admin)).id;
  return { enterpriseId, admin, places, equipmentA, equipmentB, repair, inspect, pool };
}

export const member = (t: TestApp, w: World, permissions: PermissionCode[] = ALL, opts: Parameters<typeof newUser>[2] = {}): Promise<Actor> =>
  newUser(t, w.enterpriseId, { permissions, ...opts });

export const addOrder = (t: TestApp, who: Actor, body: Record<string, unknown>): Promise<Order> =>
  ok<Order>(t, '/workOrder/add', { title: '水泵漏水', priority: 3, ...body }, who);

export const act = (t: TestApp, who: Actor, order: Pick<Order, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
  t.post('/workOrder/act', { id: order.id, version: order.version, action, ...extra }, who.token);

export const detail = (t: TestApp, who: Actor, id: number) => ok<Order & { timeline: Array<{ action: string; from_status: string | null; to_status: string; user_name: string; note: string | null; changes: string[] }>; actions: string[] }>(t, '/workOrder/detail', { id }, who);
