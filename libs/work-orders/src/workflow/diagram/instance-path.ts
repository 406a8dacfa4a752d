import type { WorkOrderStatus, WorkflowGraph } from '@gengyun/contracts';

/**
 * Where an order stands on its diagram, until an engine keeps per-node state: a node marked `gengyun:status` stands for
 * that work-order status. Current = the nodes of the order's status; done = the start event, the nodes of every status
 * the order passed before, and the flows between done and current nodes.
 */
export function instancePath(graph: WorkflowGraph, current: WorkOrderStatus, passed: readonly WorkOrderStatus[]): { done: string[]; current: string[] } {
  const now = graph.nodes.filter((n) => n.status === current).map((n) => n.id);
  const before = new Set(passed.filter((s) => s !== current));
  const doneNodes = new Set(graph.nodes.filter((n) => n.type === 'startEvent' || (n.status !== null && before.has(n.status))).map((n) => n.id));
  for (const id of now) doneNodes.delete(id);
  const reached = new Set([...doneNodes, ...now]);
  const flows = graph.flows.filter((f) => doneNodes.has(f.source) && reached.has(f.target)).map((f) => f.id);
  return { done: [...doneNodes, ...flows], current: now };
}
