import type { WorkflowFlow, WorkflowGraph, WorkflowNode } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import { conditionHolds, type JuelValue } from './juel';

/** Where leaving a node leads: the user tasks to enter, parallel joins reached, and whether an end event was reached. */
export interface Walk {
  enter: WorkflowNode[];
  /** Parallel joins that got one more arrival but still wait for other branches. */
  arrivals: string[];
  /** Parallel joins every branch has now reached (their waiting arrivals are passed). */
  joined: string[];
  ended: string[];
}

/**
 * Follows the flows out of `fromId`: exclusive gateways take the first flow whose condition holds for the order
 * (else the default), parallel gateways fork into every flow and join when each incoming branch arrived (`waiting`
 * tells how many arrivals a join already holds), other nodes follow every flow whose condition holds.
 */
export function walkFrom(graph: WorkflowGraph, fromId: string, lookup: (name: string) => JuelValue, waiting: (joinId: string) => number): Walk {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const out: Walk = { enter: [], arrivals: [], joined: [], ended: [] };
  const arrived = new Map<string, number>();
  const outgoing = (id: string): WorkflowFlow[] => graph.flows.filter((f) => f.source === id);
  const holds = (f: WorkflowFlow): boolean => !f.condition || conditionHolds(f.condition, lookup);

  const leave = (id: string): void => {
    const node = nodes.get(id) as WorkflowNode;
    let flows = outgoing(id);
    if (node.type === 'exclusiveGateway') {
      const chosen = flows.find((f) => f.id !== node.default_flow && f.condition && conditionHolds(f.condition, lookup)) ?? flows.find((f) => f.id === node.default_flow) ?? (flows.length === 1 ? flows[0] : undefined);
      if (!chosen) throw new BusinessError('workOrder.engine.errors.noFlow', 422, [node.name ?? node.id]);
      flows = [chosen];
    } else if (node.type !== 'parallelGateway') flows = flows.filter(holds);
    for (const f of flows) reach(f.target);
  };

  const reach = (id: string): void => {
    const node = nodes.get(id);
    if (!node) return;
    if (node.type === 'userTask') out.enter.push(node);
    else if (node.type === 'endEvent') out.ended.push(node.id);
    else if (node.type === 'parallelGateway' && graph.flows.filter((f) => f.target === id).length > 1) {
      const count = waiting(id) + (arrived.get(id) ?? 0) + 1;
      arrived.set(id, (arrived.get(id) ?? 0) + 1);
      if (count < graph.flows.filter((f) => f.target === id).length) out.arrivals.push(id);
      else {
        out.joined.push(id);
        leave(id);
      }
    } else leave(id);
  };

  leave(fromId);
  return out;
}

/** The start event's id. */
export const startOf = (graph: WorkflowGraph): string => (graph.nodes.find((n) => n.type === 'startEvent') as WorkflowNode).id;

/**
 * The user tasks that lead into `nodeId` on its own branch: walking its incoming flows back through gateways, stopping
 * at each user task found and at the start, a parallel split (the branch begins there) or a parallel join (an inner
 * fork's end, which cannot be entered on one side alone).
 */
export function tasksBehind(graph: WorkflowGraph, nodeId: string): Set<string> {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const count = (key: 'source' | 'target', id: string): number => graph.flows.filter((f) => f[key] === id).length;
  const found = new Set<string>();
  const seen = new Set<string>([nodeId]);
  const queue = [nodeId];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const f of graph.flows.filter((flow) => flow.target === id)) {
      const from = nodes.get(f.source);
      if (!from || seen.has(from.id)) continue;
      seen.add(from.id);
      if (from.type === 'userTask') found.add(from.id);
      else if (from.type === 'parallelGateway' && (count('source', from.id) > 1 || count('target', from.id) > 1)) continue;
      else if (from.type !== 'startEvent') queue.push(from.id);
    }
  }
  return found;
}
