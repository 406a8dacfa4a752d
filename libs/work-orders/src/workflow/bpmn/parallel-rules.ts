import type { WorkflowGraph, WorkflowNode } from '@gengyun/contracts';
import { BpmnProblem } from './bpmn-problem';

const SINK = '\u0000end';
const label = (node: Pick<WorkflowNode, 'id' | 'name'>): string => node.name ?? node.id;

/**
 * Parallel branches must close the way the engine runs them: a parallel join waits for one arrival on each incoming
 * flow, so every split into parallel branches has to meet again at one parallel gateway (else the branches end on
 * their own, or an exclusive gateway passes each arrival on and the rest of the run happens twice), and a parallel join
 * may only gather branches of one parallel split (an exclusive choice feeding it sends one token where it waits for
 * several: the order would wait forever). Read on the graph's dominators: a split's branches meet at its nearest
 * post-dominator; a join gathers what its nearest dominator split. Call after reachability both ways holds.
 */
export function checkParallel(graph: WorkflowGraph): void {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const out = (id: string): string[] => graph.flows.filter((f) => f.source === id).map((f) => f.target);
  const into = (id: string): string[] => graph.flows.filter((f) => f.target === id).map((f) => f.source);
  const isParallel = (id: string | undefined): boolean => byId.get(id ?? '')?.type === 'parallelGateway';
  const isJoin = (id: string): boolean => isParallel(id) && into(id).length > 1;
  const start = graph.nodes.find((n) => n.type === 'startEvent') as WorkflowNode;
  const ids = graph.nodes.map((n) => n.id);
  const dom = dominators([...ids], start.id, into);
  // Post-dominators: the same on the reversed graph, every end event leading to one sink.
  const ends = new Set(graph.nodes.filter((n) => n.type === 'endEvent').map((n) => n.id));
  const postDom = dominators([...ids, SINK], SINK, (id) => (id === SINK ? [] : [...out(id), ...(ends.has(id) ? [SINK] : [])]));

  for (const node of graph.nodes) {
    if (node.type !== 'parallelGateway' || out(node.id).length < 2) continue;
    const meet = nearest(postDom, node.id);
    if (meet === SINK || meet === undefined || ends.has(meet)) throw new BpmnProblem('workflow.errors.parallelNotJoined', [label(node)], [node.id]);
    if (!isJoin(meet)) throw new BpmnProblem('workflow.errors.parallelJoinKind', [label(node), label(byId.get(meet) as WorkflowNode)], [node.id, meet]);
  }
  for (const node of graph.nodes) {
    if (!isJoin(node.id)) continue;
    const opened = nearest(dom, node.id);
    if (!isParallel(opened) || out(opened as string).length < 2) throw new BpmnProblem('workflow.errors.parallelJoinMixed', [label(node)], [node.id]);
  }
  // An exclusive choice inside a branch whose ways reach the join by different incoming flows: only one of them
  // arrives. (A way that comes back to the choice — a rework loop — reaches nothing of the join by itself.)
  for (const node of graph.nodes) {
    if (node.type !== 'exclusiveGateway' || out(node.id).length < 2) continue;
    const meet = nearest(postDom, node.id);
    if (!meet || meet === SINK || !isJoin(meet)) continue;
    const reached = new Set<string>();
    for (const flow of graph.flows.filter((f) => f.source === node.id)) {
      const seen = flow.target === meet ? new Set<string>() : forward(flow.target, out, new Set([node.id, meet]));
      for (const f of graph.flows) if (f.target === meet && (f === flow || seen.has(f.source))) reached.add(f.id);
    }
    if (reached.size > 1) throw new BpmnProblem('workflow.errors.parallelJoinMixed', [label(byId.get(meet) as WorkflowNode)], [meet, node.id]);
  }
}

/** The nodes reached from `from` without passing `stop`. */
function forward(from: string, out: (id: string) => string[], stop: Set<string>): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    for (const next of out(queue.shift() as string)) {
      if (stop.has(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** For each node, the nodes every path from `root` to it passes (itself included): the plain iterative solution. */
function dominators(ids: string[], root: string, preds: (id: string) => string[]): Map<string, Set<string>> {
  const all = new Set(ids);
  const dom = new Map(ids.map((id) => [id, id === root ? new Set([root]) : new Set(all)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of ids) {
      if (id === root) continue;
      const from = preds(id).filter((p) => all.has(p));
      const meet = from.length ? new Set([...(dom.get(from[0] as string) as Set<string>)].filter((d) => from.every((p) => dom.get(p)?.has(d)))) : new Set<string>();
      meet.add(id);
      if (meet.size !== dom.get(id)?.size) {
        dom.set(id, meet);
        changed = true;
      }
    }
  }
  return dom;
}

/** The nearest strict dominator: of those dominating `id`, the one the others dominate too. */
function nearest(dom: Map<string, Set<string>>, id: string): string | undefined {
  const strict = [...(dom.get(id) ?? [])].filter((d) => d !== id);
  return strict.find((d) => strict.every((other) => dom.get(d)?.has(other)));
}
