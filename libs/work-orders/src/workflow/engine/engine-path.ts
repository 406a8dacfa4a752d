import type { WorkflowGraph } from '@gengyun/contracts';

/**
 * Where an order run by the engine stands on its diagram: current = its active nodes (and joins still waiting);
 * done = the start event, the nodes it left (done or returned), the end when the run finished, the gateways passed
 * between them, and the flows from a done element to a done or current one.
 */
export function enginePath(graph: WorkflowGraph, rows: ReadonlyArray<{ node_id: string; state: string }>, finished: boolean): { done: string[]; current: string[] } {
  const current = new Set(rows.filter((r) => r.state === 'active' || r.state === 'waiting').map((r) => r.node_id));
  const done = new Set(rows.filter((r) => r.state === 'done' || r.state === 'returned').map((r) => r.node_id));
  for (const n of graph.nodes) if (n.type === 'startEvent' || (finished && n.type === 'endEvent')) done.add(n.id);
  for (const id of current) done.delete(id);
  const reached = (id: string): boolean => done.has(id) || current.has(id);
  // Gateways keep no rows: one is passed when a done element leads into it and it leads on to a reached one.
  for (let changed = true; changed; ) {
    changed = false;
    for (const g of graph.nodes.filter((n) => n.type.endsWith('Gateway') && !reached(n.id))) {
      const into = graph.flows.some((f) => f.target === g.id && done.has(f.source));
      const onward = graph.flows.some((f) => f.source === g.id && reached(f.target));
      if (into && onward) {
        done.add(g.id);
        changed = true;
      }
    }
  }
  const flows = graph.flows.filter((f) => done.has(f.source) && reached(f.target)).map((f) => f.id);
  return { done: [...done, ...flows], current: [...current] };
}
