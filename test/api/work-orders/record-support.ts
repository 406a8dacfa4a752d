import { Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { png } from '../files/fixtures';
import { ALL, act, addOrder, type Order, type World } from './support';

/** The work-order permissions with uploading and reading files. */
export const WITH_FILES: PermissionCode[] = [...ALL, Permission.file.upload, Permission.file.read];

/** An action that must succeed; answers the order after it. */
export async function acted(t: TestApp, who: Actor, order: Pick<Order, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}): Promise<Order> {
  const res = await act(t, who, order, action, extra);
  if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as Order;
}

/** A repair order on equipment A, handled by `handler`, accepted and started. */
export async function processing(t: TestApp, w: World, handler: Actor, extra: Record<string, unknown> = {}): Promise<Order> {
  const order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, handler_ids: [handler.userId], equipment_id: w.equipmentA, ...extra });
  return acted(t, handler, await acted(t, handler, order, 'accept'), 'start');
}

/** Uploads a file for work orders (not bound yet unless `data_id` is given); answers its id. */
export async function upload(t: TestApp, who: Actor, file: [Buffer, string] = [png(), '现场.png'], dataId?: number): Promise<number> {
  let req = t.http().post('/addFile').set('Authorization', `Bearer ${who.token}`).field('business_no', 'workOrder');
  if (dataId) req = req.field('data_id', String(dataId));
  const res = await req.attach('files', file[0], file[1]);
  if (res.status !== 200) throw new Error(`/addFile → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as number;
}

/** A minute ago, `minutes` before that, … as ISO text. */
export const ago = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();
