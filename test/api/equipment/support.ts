import { floorPlanPng } from '../../../libs/equipment/src/location/plan-png';
import type { TestApp } from '../../support/test-app';

export interface Ids {
  plant: number;
  building: number;
  room: number;
  otherRoom: number;
  pump: number;
  centrifugal: number;
  meter: number;
  model: number;
  supplier: number;
  maker: number;
}

let seq = 0;
export const code = (prefix = 'EQ'): string => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`.toUpperCase();

/** POST and return the envelope content, failing loudly on anything but 200. */
export async function ok<T = Record<string, unknown>>(t: TestApp, path: string, body: object, token: string): Promise<T> {
  const res = await t.post(path, body, token);
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as T;
}

export async function uploadPlan(t: TestApp, token: string): Promise<number> {
  const res = await t.http().post('/addFile').set('Authorization', `Bearer ${token}`).field('business_no', 'assetPosition').attach('files', floorPlanPng(96, 54), 'plan.png');
  if (res.status !== 200) throw new Error(`upload ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as number;
}

/** plant → building → room (+ another room), pump → centrifugal, meter types, a model, a supplier and a maker. */
export async function catalogue(t: TestApp, token: string): Promise<Ids> {
  const plan = await uploadPlan(t, token);
  const plant = (await ok<{ id: number }>(t, '/assetPosition/add', { name: '水厂', plan_file_id: plan }, token)).id;
  const building = (await ok<{ id: number }>(t, '/assetPosition/add', { name: '一号楼', parent_id: plant, x: 10, y: 20 }, token)).id;
  const room = (await ok<{ id: number }>(t, '/assetPosition/add', { name: '泵房', parent_id: building }, token)).id;
  const otherRoom = (await ok<{ id: number }>(t, '/assetPosition/add', { name: '配电室', parent_id: plant }, token)).id;
  const pump = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, token)).id;
  const centrifugal = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '离心泵', parent_id: pump }, token)).id;
  const meter = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '电能表' }, token)).id;
  const maker = (await ok<{ id: number }>(t, '/manufacturer/add', { name: '耕云机电' }, token)).id;
  const supplier = (await ok<{ id: number }>(t, '/supplier/add', { name: '华南供应' }, token)).id;
  const model = (await ok<{ id: number }>(t, '/equipmentModel/add', { name: 'IS80', type_id: centrifugal, manufacturer_id: maker }, token)).id;
  return { plant, building, room, otherRoom, pump, centrifugal, meter, model, supplier, maker };
}

export async function addEquipment(t: TestApp, token: string, body: Record<string, unknown>): Promise<{ id: number; asset_code: string }> {
  return ok(t, '/equipment/add', { asset_code: code(), asset_name: '设备', ...body }, token);
}

/** Polls a task until it is done (2) or failed (3). */
export async function waitTask(t: TestApp, kind: 'importTask' | 'exportTask', id: number, token: string, polls = 200): Promise<{ status: number; progress: number; messages: Array<{ key: string; params: unknown[] }>; total_rows: number }> {
  for (let i = 0; i < polls; i++) {
    const task = await ok<{ status: number; progress: number; messages: Array<{ key: string; params: unknown[] }>; total_rows: number }>(t, `/${kind}/detail`, { id }, token);
    if (task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('task did not finish');
}
