/**
 * Workflow templates (issue 13 item 5): BPMN 2.0 XML with the standard elements Flowable and Camunda read, our node
 * attributes in the `gengyun:` namespace, and Flowable's own attributes where one exists (docs/decisions/
 * work-orders-workflow.md).
 */
export const BPMN_NAMESPACES = {
  model: 'http://www.omg.org/spec/BPMN/20100524/MODEL',
  di: 'http://www.omg.org/spec/BPMN/20100524/DI',
  dc: 'http://www.omg.org/spec/DD/20100524/DC',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  flowable: 'http://flowable.org/bpmn',
  gengyun: 'http://gengyun.org/schema/bpmn',
} as const;

/** Who handles a user task: one person; all of several must agree (countersign); the first of several (grab); one after another (chain). */
export const WORKFLOW_HANDLER_TYPES = ['single', 'countersign', 'grab', 'chain'] as const;
export type WorkflowHandlerType = (typeof WORKFLOW_HANDLER_TYPES)[number];

/** Where a user task's candidates come from; `personInCharge` is the order's person in charge and needs no list. */
export const WORKFLOW_CANDIDATE_TYPES = ['role', 'position', 'organisation', 'user', 'personInCharge'] as const;
export type WorkflowCandidateType = (typeof WORKFLOW_CANDIDATE_TYPES)[number];

/** The BPMN elements a template may hold (a process's flow nodes; sequence flows join them). */
export const WORKFLOW_NODE_TYPES = ['startEvent', 'endEvent', 'userTask', 'exclusiveGateway', 'parallelGateway'] as const;
export type WorkflowNodeType = (typeof WORKFLOW_NODE_TYPES)[number];

/** The order's own fields a gateway condition or a task's required fields may name (custom fields: the field library's codes). */
export const WORKFLOW_ORDER_FIELDS = [
  'title',
  'type_id',
  'status',
  'priority',
  'pool_id',
  'equipment_id',
  'location_id',
  'description',
  'due_time',
  'person_in_charge_id',
  'fee',
  'source',
  'parent_id',
  'handler_ids',
] as const;

/** Names a condition may use that are not fields: literals, the JUEL operators and the multi-instance counters. */
export const WORKFLOW_EXPRESSION_WORDS = [
  'true', 'false', 'null', 'empty', 'not', 'and', 'or', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'div', 'mod', 'instanceof',
  'nrOfInstances', 'nrOfCompletedInstances', 'nrOfActiveInstances', 'loopCounter',
] as const;

export const WORKFLOW_LIMITS = {
  code: 50,
  name: 100,
  description: 500,
  /** A template's XML, in bytes: it is kept in a TEXT column (64 KB on MySQL); a diagram of 100 nodes takes about 40 KB. */
  xmlBytes: 60 * 1024,
  nodes: 150,
  /** Time limit of a node in minutes (up to 365 days). */
  timeLimitMinutes: 525_600,
} as const;

export const WORKFLOW_TEMPLATE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;

/** The diagram links of SPEC §7. */
export const WORKFLOW_DIAGRAM_KINDS = ['process', 'node', 'instance', 'search'] as const;
export type WorkflowDiagramKind = (typeof WORKFLOW_DIAGRAM_KINDS)[number];
