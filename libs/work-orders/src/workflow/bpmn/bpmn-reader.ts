import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  BPMN_NAMESPACES as NS,
  WORK_ORDER_STATUSES,
  WORKFLOW_CANDIDATE_TYPES,
  WORKFLOW_HANDLER_TYPES,
  WORKFLOW_LIMITS,
  WORKFLOW_NODE_TYPES,
  WORKFLOW_TEMPLATE_CODE_PATTERN,
  type WorkflowFlow,
  type WorkflowGraph,
  type WorkflowNode,
  type WorkflowNodeType,
} from '@gengyun/contracts';
import { BpmnProblem } from './bpmn-problem';

type XmlNode = Record<string, unknown>;

/** Camunda's modeler writes the same candidate attributes under its own namespace. */
const CAMUNDA = 'http://camunda.org/schema/1.0/bpmn';
/** Process children that carry no behaviour of ours: read past them. */
const PASSIVE = new Set(['documentation', 'extensionElements', 'laneSet', 'textAnnotation', 'association', 'dataObject', 'dataObjectReference', 'dataStoreReference', 'group', 'ioSpecification', 'property']);
const ATTR = '@_';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/**
 * Reads a BPMN 2.0 document into the graph the rules check and the engine will follow. Namespaces are resolved from
 * the declarations on `definitions` (where modelers write them), so any prefix works: `bpmn:`, `bpmn2:` or none.
 */
export function readBpmn(xml: string): WorkflowGraph {
  const bytes = Buffer.byteLength(xml, 'utf8');
  if (bytes > WORKFLOW_LIMITS.xmlBytes) throw new BpmnProblem('workflow.errors.tooLarge', [WORKFLOW_LIMITS.xmlBytes / 1024]);
  // No document type: entity declarations are a way to blow up or leak through a parser, and BPMN has none.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new BpmnProblem('workflow.errors.notBpmn', ['DOCTYPE']);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new BpmnProblem('workflow.errors.notBpmn', [`${valid.err.line}:${valid.err.col} ${valid.err.msg}`]);
  const doc = parser.parse(xml) as XmlNode;
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  const root = first(doc[rootName ?? '']);
  if (!rootName || !root) throw new BpmnProblem('workflow.errors.notBpmn', ['definitions']);
  const ns = new Namespaces(root);
  if (ns.uriOf(rootName) !== NS.model || local(rootName) !== 'definitions') throw new BpmnProblem('workflow.errors.notBpmn', ['definitions']);
  const processes = ns.children(root, NS.model, 'process');
  if (processes.length !== 1) throw new BpmnProblem('workflow.errors.oneProcess');
  const graph = readProcess(processes[0] as XmlNode, ns);
  // The parser groups elements by name; put the nodes back in the file's order, as the designer drew them.
  const at = (id: string): number => xml.indexOf(`id="${id}"`);
  graph.nodes.sort((a, b) => at(a.id) - at(b.id));
  graph.flows.sort((a, b) => at(a.id) - at(b.id));
  return graph;
}

function readProcess(process: XmlNode, ns: Namespaces): WorkflowGraph {
  const processId = text(process[`${ATTR}id`]) ?? '';
  if (!WORKFLOW_TEMPLATE_CODE_PATTERN.test(processId)) throw new BpmnProblem('workflow.errors.processId', [processId]);
  const nodes: WorkflowNode[] = [];
  const flows: WorkflowFlow[] = [];
  const ids = new Set<string>();
  for (const [name, value] of Object.entries(process)) {
    if (name.startsWith(ATTR) || ns.uriOf(name) !== NS.model || PASSIVE.has(local(name))) continue;
    for (const element of value as XmlNode[]) {
      const id = text(element[`${ATTR}id`]) ?? '';
      if (ids.has(id)) throw new BpmnProblem('workflow.errors.duplicateId', [id], [id]);
      ids.add(id);
      if (local(name) === 'sequenceFlow') flows.push(readFlow(element, ns, id));
      else if ((WORKFLOW_NODE_TYPES as readonly string[]).includes(local(name))) nodes.push(readNode(element, ns, id, local(name) as WorkflowNodeType));
      else throw new BpmnProblem('workflow.errors.unsupported', [text(element[`${ATTR}name`]) ?? id, local(name)], [id]);
    }
  }
  if (nodes.length > WORKFLOW_LIMITS.nodes) throw new BpmnProblem('workflow.errors.tooManyNodes', [WORKFLOW_LIMITS.nodes]);
  return { process_id: processId, process_name: text(process[`${ATTR}name`]), nodes, flows };
}

function readNode(element: XmlNode, ns: Namespaces, id: string, type: WorkflowNodeType): WorkflowNode {
  const name = text(element[`${ATTR}name`]);
  const label = name ?? id;
  const our = (attr: string) => ns.attr(element, NS.gengyun, attr);
  const engine = (attr: string) => ns.attr(element, NS.flowable, attr) ?? ns.attr(element, CAMUNDA, attr);
  const loop = ns.children(element, NS.model, 'multiInstanceLoopCharacteristics')[0];
  const multi = loop ? (text(loop[`${ATTR}isSequential`]) === 'true' ? 'sequential' : 'parallel') : null;
  const handler = oneOf(our('handlerType'), WORKFLOW_HANDLER_TYPES, label, id, 'handlerType');
  let candidateType = oneOf(our('candidateType'), WORKFLOW_CANDIDATE_TYPES, label, id, 'candidateType');
  let candidates = list(our('candidates'));
  // A file from another modeler: Flowable's or Camunda's candidate users and groups, or the person in charge as assignee.
  if (!candidates.length && engine('candidateUsers')) [candidateType, candidates] = [candidateType ?? 'user', list(engine('candidateUsers'))];
  if (!candidates.length && engine('candidateGroups')) [candidateType, candidates] = [candidateType ?? 'role', list(engine('candidateGroups'))];
  if (!candidateType && engine('assignee') === '${personInCharge}') candidateType = 'personInCharge';
  return {
    id,
    type,
    name,
    handler_type: type === 'userTask' ? (handler ?? (multi === 'parallel' ? 'countersign' : multi === 'sequential' ? 'chain' : 'single')) : null,
    candidate_type: type === 'userTask' ? candidateType : null,
    candidates: type === 'userTask' ? candidates : [],
    required_fields: list(our('requiredFields')),
    require_attachments: our('requireAttachments') === 'true',
    require_signature: our('requireSignature') === 'true',
    time_limit_minutes: minutes(our('timeLimitMinutes'), label, id),
    status: oneOf(our('status'), WORK_ORDER_STATUSES, label, id, 'status'),
    multi_instance: type === 'userTask' ? multi : null,
    default_flow: text(element[`${ATTR}default`]),
  };
}

function readFlow(element: XmlNode, ns: Namespaces, id: string): WorkflowFlow {
  const condition = ns.children(element, NS.model, 'conditionExpression')[0];
  return {
    id,
    name: text(element[`${ATTR}name`]),
    source: text(element[`${ATTR}sourceRef`]) ?? '',
    target: text(element[`${ATTR}targetRef`]) ?? '',
    condition: condition === undefined ? null : text(typeof condition === 'object' ? condition['#text'] : condition),
  };
}

/** Prefix → namespace of the root's declarations. */
class Namespaces {
  private readonly byPrefix = new Map<string, string>();

  constructor(root: XmlNode) {
    for (const [name, value] of Object.entries(root)) {
      if (name === `${ATTR}xmlns`) this.byPrefix.set('', String(value));
      else if (name.startsWith(`${ATTR}xmlns:`)) this.byPrefix.set(name.slice(ATTR.length + 6), String(value));
    }
  }

  uriOf(qualified: string, isAttribute = false): string | undefined {
    const at = qualified.indexOf(':');
    // An unprefixed attribute has no namespace; an unprefixed element is in the default one.
    if (at < 0) return isAttribute ? undefined : this.byPrefix.get('');
    return this.byPrefix.get(qualified.slice(0, at));
  }

  children(element: XmlNode, uri: string, name: string): XmlNode[] {
    const out: XmlNode[] = [];
    for (const [key, value] of Object.entries(element)) {
      if (!key.startsWith(ATTR) && local(key) === name && this.uriOf(key) === uri) out.push(...(value as XmlNode[]));
    }
    return out;
  }

  attr(element: XmlNode, uri: string, name: string): string | null {
    for (const [key, value] of Object.entries(element)) {
      if (key.startsWith(ATTR) && local(key.slice(ATTR.length)) === name && this.uriOf(key.slice(ATTR.length), true) === uri) return text(value);
    }
    return null;
  }
}

const local = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);
const first = (value: unknown): XmlNode | undefined => (Array.isArray(value) ? (value[0] as XmlNode) : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const list = (value: string | null): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

function oneOf<T extends string>(value: string | null, allowed: readonly T[], label: string, id: string, attr: string): T | null {
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) throw new BpmnProblem('workflow.errors.badAttribute', [label, attr, value], [id]);
  return value as T;
}

function minutes(value: string | null, label: string, id: string): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > WORKFLOW_LIMITS.timeLimitMinutes) throw new BpmnProblem('workflow.errors.timeLimit', [label], [id]);
  return n;
}
