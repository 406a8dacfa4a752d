import { RUN_END_STATUSES, RUN_NODE_STATUSES, WORKFLOW_EXPRESSION_WORDS, WORK_ORDER_STATUS_LABELS, type WorkOrderStatus, type WorkflowGraph, type WorkflowNode } from '@gengyun/contracts';
import { BpmnProblem } from './bpmn-problem';
import { checkParallel } from './parallel-rules';

const label = (node: Pick<WorkflowNode, 'id' | 'name'>): string => node.name ?? node.id;
const WORDS = new Set<string>(WORKFLOW_EXPRESSION_WORDS);

/**
 * The rules a template must meet to be saved (issue 13 item 5), checked in the order a designer fixes them: the
 * events, the flows' ends, reachability both ways, parallel branches and their joins, gateways, then each task's set-up. The first problem is thrown.
 */
export function checkGraph(graph: WorkflowGraph, isField: (name: string) => boolean): void {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const starts = graph.nodes.filter((n) => n.type === 'startEvent');
  if (starts.length !== 1) throw new BpmnProblem('workflow.errors.noStart', [], starts.map((n) => n.id));
  if (!graph.nodes.some((n) => n.type === 'endEvent')) throw new BpmnProblem('workflow.errors.noEnd');
  for (const flow of graph.flows) {
    if (!byId.has(flow.source) || !byId.has(flow.target)) throw new BpmnProblem('workflow.errors.flowEnds', [flow.name ?? flow.id], [flow.id]);
  }
  const reached = walk([starts[0]!.id], (id) => graph.flows.filter((f) => f.source === id).map((f) => f.target));
  const lost = graph.nodes.find((n) => !reached.has(n.id));
  if (lost) throw new BpmnProblem('workflow.errors.unreachable', [label(lost)], [lost.id]);
  const ending = walk(
    graph.nodes.filter((n) => n.type === 'endEvent').map((n) => n.id),
    (id) => graph.flows.filter((f) => f.target === id).map((f) => f.source),
  );
  const stuck = graph.nodes.find((n) => !ending.has(n.id));
  if (stuck) throw new BpmnProblem('workflow.errors.deadEnd', [label(stuck)], [stuck.id]);
  checkParallel(graph);
  for (const node of graph.nodes) checkNode(graph, node, isField);
  for (const flow of graph.flows) {
    const unknown = flow.condition ? fieldsOf(flow.condition).find((name) => !isField(name)) : undefined;
    if (unknown) throw new BpmnProblem('workflow.errors.unknownField', [flow.name ?? flow.id, unknown], [flow.id]);
  }
}

function checkNode(graph: WorkflowGraph, node: WorkflowNode, isField: (name: string) => boolean): void {
  const outgoing = graph.flows.filter((f) => f.source === node.id);
  if (node.type === 'exclusiveGateway' && outgoing.length > 1 && !outgoing.some((f) => f.id === node.default_flow)) {
    throw new BpmnProblem('workflow.errors.gatewayDefault', [label(node)], [node.id]);
  }
  checkStatus(node);
  const unknown = node.required_fields.find((name) => !isField(name));
  if (unknown) throw new BpmnProblem('workflow.errors.unknownField', [label(node), unknown], [node.id]);
  if (node.type !== 'userTask') return;
  if (node.candidate_type !== 'personInCharge' && (!node.candidate_type || !node.candidates.length)) {
    throw new BpmnProblem('workflow.errors.noCandidates', [label(node)], [node.id]);
  }
  if (node.handler_type === 'countersign' && node.multi_instance !== 'parallel') throw new BpmnProblem('workflow.errors.countersign', [label(node)], [node.id]);
  if (node.handler_type === 'chain' && node.multi_instance !== 'sequential') throw new BpmnProblem('workflow.errors.chain', [label(node)], [node.id]);
}

/** The status a node stands for is one the run may move an order to (the run moves of the status table). */
function checkStatus(node: WorkflowNode): void {
  // A start event is left at once and an exclusive gateway passed through: the run never shows their status.
  if (!node.status || node.type === 'startEvent' || node.type === 'exclusiveGateway') return;
  const allowed: readonly WorkOrderStatus[] = node.type === 'endEvent' ? RUN_END_STATUSES : RUN_NODE_STATUSES;
  if (!allowed.includes(node.status)) throw new BpmnProblem('workflow.errors.runStatus', [label(node), { key: WORK_ORDER_STATUS_LABELS[node.status] }], [node.id]);
}

function walk(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length) {
    for (const id of next(queue.shift() as string)) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}

/**
 * The names a JUEL condition reads (`${priority >= 3 && fault_level == '1'}`): identifiers outside string literals,
 * not after a dot (a property or method of a value), not a keyword or a multi-instance counter.
 */
export function fieldsOf(expression: string): string[] {
  const names = new Set<string>();
  const bare = expression.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, ' ');
  for (const match of bare.matchAll(/(\.\s*)?\b([A-Za-z_][A-Za-z0-9_]*)\b/g)) {
    if (match[1] || WORDS.has(match[2] as string)) continue;
    names.add(match[2] as string);
  }
  return [...names];
}
