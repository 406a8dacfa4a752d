import { DataScope, Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { addOrder, member, world as orderWorld, type Order, type World as OrderWorld } from '../work-orders/support';
import { addWarehouse, ok, type Warehouse } from './support';

export interface Line {
  id: number;
  part_id: number;
  spare_part_code: string;
  warehouse_id: number;
  bin_id: number | null;
  quantity: number;
  reserved: number;
  issued: number;
  returned: number;
  available: number;
}
export interface Requisition {
  id: number;
  work_order_id: number;
  work_order_code: string;
  status: string;
  version: number;
  parts_cost: string;
  lines: Line[];
}

export interface ReqWorld extends OrderWorld {
  /** The orders' person in charge (their dispatcher). */
  dispatcher: Actor;
  /** A handler limited to area A, who requests parts. */
  tech: Actor;
  /** Approves and issues in warehouse `a` only. */
  keeper: Actor;
  a: Warehouse;
  b: Warehouse;
}

const R = Permission.requisition;
const TECH: PermissionCode[] = [Permission.workOrder.list, Permission.workOrder.handle, R.request];

export async function reqWorld(t: TestApp): Promise<ReqWorld> {
  const w = await orderWorld(t);
  const a = await addWarehouse(t, w.admin);
  const b = await addWarehouse(t, w.admin);
  const dispatcher = await member(t, w, [...Object.values(Permission.workOrder), R.request, R.list]);
  const tech = await member(t, w, TECH, { scopes: { [DataScope.location]: [w.places.areaA] } });
  const keeper = await member(t, w, [R.list, R.approve, R.issue, Permission.stock.list], { scopes: { [DataScope.warehouse]: [a.id] } });
  return { ...w, dispatcher, tech, keeper, a, b };
}

/** A repair order on equipment in area A, handled by the technician, in the dispatcher's charge. */
export const techOrder = (t: TestApp, w: ReqWorld, body: Record<string, unknown> = {}): Promise<Order> =>
  addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.dispatcher.userId, handler_ids: [w.tech.userId], equipment_id: w.equipmentA, ...body });

export const save = (t: TestApp, who: Actor, orderId: number, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  t.post('/requisition/save', { work_order_id: orderId, lines, ...extra }, who.token);

export const reqAct = (t: TestApp, who: Actor, action: 'approve' | 'issue' | 'cancel', req: Pick<Requisition, 'id' | 'version'>) =>
  t.post(`/requisition/${action}`, { id: req.id, version: req.version }, who.token);

export const ofOrder = (t: TestApp, who: Actor, orderId: number) => ok<Requisition | null>(t, '/requisition/ofOrder', { work_order_id: orderId }, who);
