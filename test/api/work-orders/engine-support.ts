import { Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { LEVELS, P, addOrder, member, ok, type Order, type World } from './support';
import { fixture } from './workflow-support';

/** What a handler of engine-run orders holds: orders (list, handle), uploading files for nodes that need them. */
export const HANDLER: PermissionCode[] = [P.list, P.handle, Permission.file.upload, Permission.file.read];

export interface EnginePeople {
  dispatcher: Actor;
  signers: Actor[];
  chain: Actor[];
  grabbers: Actor[];
}

export interface NodesAnswer {
  version: number;
  engine: boolean;
  finished: boolean;
  nodes: Array<{ node_id: string; state: string; due_time: string | null; late_time: string | null; grabbed_by: number | null; tasks: Array<{ user_id: number; state: string; seq: number }> }>;
  pending: Array<{ node_id: string; kind: string; handler_type: string }>;
}

/**
 * engine-flow.bpmn with its candidates made users of `w`: a dispatcher (single), priority ≥ 4 → two signers
 * (countersign) → a chain of two; else a grab node needing the description, attachments and a signature. The repair
 * type starts on it. The second grabber reads English.
 */
export async function engineFlow(t: TestApp, w: World, grabbers = 2): Promise<EnginePeople> {
  // One after another: users made at once contend for the same rows of the identity tables.
  const people = async (n: number, english = -1): Promise<Actor[]> => {
    const made: Actor[] = [];
    for (let i = 0; i < n; i += 1) made.push(await member(t, w, HANDLER, i === english ? { lang: 'en_US' } : {}));
    return made;
  };
  const [dispatcher] = await people(1);
  const [signers, chain] = [await people(2), await people(2)];
  // The second grabber reads English: refusals are checked in both languages.
  const grab = await people(grabbers, 1);
  const list = (actors: Actor[]) => actors.map((a) => a.userId).join(',');
  const xml = fixture('engine-flow.bpmn')
    .replaceAll('DISPATCHER', String(dispatcher?.userId))
    .replaceAll('SIGNERS', list(signers))
    .replaceAll('CHAIN', list(chain))
    .replaceAll('GRABBERS', list(grab));
  const template = await ok<{ id: number }>(t, '/workflowTemplate/add', { code: 'engine_flow', name: '引擎流程', xml }, w.admin);
  await ok(t, '/workOrderType/update', { id: w.repair, code: `R${w.repair}e`, name: '维修', levels: LEVELS, default_pool_id: w.pool, default_template_id: template.id }, w.admin);
  return { dispatcher: dispatcher as Actor, signers, chain, grabbers: grab };
}

/** A repair order on equipment A at that priority (its workflow starts at the dispatcher). */
export const engineOrder = (t: TestApp, w: World, priority: number, extra: Record<string, unknown> = {}): Promise<Order> =>
  addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, equipment_id: w.equipmentA, priority, ...extra });

export const nodes = (t: TestApp, who: Actor, id: number) => ok<NodesAnswer>(t, '/workOrder/nodes', { id }, who);

export const completeNode = (t: TestApp, who: Actor, order: Pick<Order, 'id' | 'version'>, node_id: string, decision: 'agree' | 'reject', extra: Record<string, unknown> = {}) =>
  t.post('/workOrder/completeNode', { id: order.id, version: order.version, node_id, decision, ...extra }, who.token);

export const grabNode = (t: TestApp, who: Actor, order: Pick<Order, 'id' | 'version'>, node_id: string) =>
  t.post('/workOrder/grabNode', { id: order.id, version: order.version, node_id }, who.token);

/** A node step that must succeed; answers the order after it. */
export async function completed(t: TestApp, who: Actor, order: Pick<Order, 'id' | 'version'>, node_id: string, decision: 'agree' | 'reject' = 'agree', extra: Record<string, unknown> = {}): Promise<Order> {
  const res = await completeNode(t, who, order, node_id, decision, extra);
  if (res.status !== 200) throw new Error(`completeNode ${node_id} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as Order;
}

/** The active nodes' ids. */
export const activeNodes = (answer: NodesAnswer): string[] => answer.nodes.filter((n) => n.state === 'active').map((n) => n.node_id);
