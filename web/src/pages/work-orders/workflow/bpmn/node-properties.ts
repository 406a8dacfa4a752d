import type { WorkOrderStatus, WorkflowCandidateType, WorkflowHandlerType } from '@gengyun/contracts';

/**
 * What the properties panel reads from and writes to a BPMN element, kept apart from bpmn-js so it can be tested:
 * our attributes live in the `gengyun:` namespace, Flowable's candidate attributes mirror them so Flowable's and
 * Camunda's modelers see the candidates too (docs/decisions/work-orders-workflow.md).
 */
export type PanelKind = 'userTask' | 'exclusiveGateway' | 'sequenceFlow' | 'event' | 'other';

export interface TaskValues {
  name: string;
  handlerType: WorkflowHandlerType;
  candidateType: WorkflowCandidateType | undefined;
  candidates: string;
  requiredFields: string;
  requireAttachments: boolean;
  requireSignature: boolean;
  timeLimitMinutes: string;
  status: WorkOrderStatus | undefined;
}

export interface FlowValues {
  name: string;
  condition: string;
}

/** A business object as bpmn-js gives it: `get` reads a (namespaced) property. */
export interface ElementLike {
  $type: string;
  get(name: string): unknown;
}

/** The multi-instance set-up a handler type needs: countersign all at once, a chain one after another. */
export type LoopKind = 'parallel' | 'sequential' | null;

export const kindOf = (type: string): PanelKind => {
  if (type === 'bpmn:UserTask') return 'userTask';
  if (type === 'bpmn:ExclusiveGateway') return 'exclusiveGateway';
  if (type === 'bpmn:SequenceFlow') return 'sequenceFlow';
  if (type === 'bpmn:StartEvent' || type === 'bpmn:EndEvent') return 'event';
  return 'other';
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readTask(bo: ElementLike): TaskValues {
  const loop = bo.get('loopCharacteristics') as ElementLike | undefined;
  const fallback: WorkflowHandlerType = loop ? (loop.get('isSequential') ? 'chain' : 'countersign') : 'single';
  return {
    name: text(bo.get('name')),
    handlerType: (text(bo.get('gengyun:handlerType')) || fallback) as WorkflowHandlerType,
    candidateType: (text(bo.get('gengyun:candidateType')) || undefined) as WorkflowCandidateType | undefined,
    candidates: text(bo.get('gengyun:candidates')),
    requiredFields: text(bo.get('gengyun:requiredFields')),
    requireAttachments: text(bo.get('gengyun:requireAttachments')) === 'true',
    requireSignature: text(bo.get('gengyun:requireSignature')) === 'true',
    timeLimitMinutes: text(bo.get('gengyun:timeLimitMinutes')),
    status: (text(bo.get('gengyun:status')) || undefined) as WorkOrderStatus | undefined,
  };
}

export function readFlow(bo: ElementLike): FlowValues {
  const condition = bo.get('conditionExpression') as ElementLike | undefined;
  return { name: text(bo.get('name')), condition: condition ? text(condition.get('body')) : '' };
}

/** A comma list tidied: trimmed, no blanks, no repeats. */
export const tidyList = (value: string): string =>
  [...new Set(value.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean))].join(',');

/** `undefined` removes an attribute (bpmn-js writes no attribute for an unset property). */
const orUnset = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);

/** The properties `modeling.updateProperties` sets on a user task, and the multi-instance set-up it needs. */
export function taskUpdate(values: TaskValues): { properties: Record<string, string | undefined>; loop: LoopKind } {
  const candidates = values.candidateType === 'personInCharge' ? '' : tidyList(values.candidates);
  const properties: Record<string, string | undefined> = {
    name: orUnset(values.name),
    'gengyun:handlerType': values.handlerType,
    'gengyun:candidateType': values.candidateType,
    'gengyun:candidates': orUnset(candidates),
    'gengyun:requiredFields': orUnset(tidyList(values.requiredFields)),
    'gengyun:requireAttachments': values.requireAttachments ? 'true' : undefined,
    'gengyun:requireSignature': values.requireSignature ? 'true' : undefined,
    'gengyun:timeLimitMinutes': orUnset(values.timeLimitMinutes),
    'gengyun:status': values.status,
    // Flowable's own attributes, so its engine and modeler see who may take the task.
    'flowable:candidateUsers': values.candidateType === 'user' ? orUnset(candidates) : undefined,
    'flowable:candidateGroups': values.candidateType && values.candidateType !== 'user' && values.candidateType !== 'personInCharge' ? orUnset(candidates) : undefined,
    'flowable:assignee': values.candidateType === 'personInCharge' ? '${personInCharge}' : undefined,
  };
  const loop: LoopKind = values.handlerType === 'countersign' ? 'parallel' : values.handlerType === 'chain' ? 'sequential' : null;
  return { properties, loop };
}

/** A gateway's default flow: one of its outgoing flows' ids, or none. */
export const defaultFlowOf = (bo: ElementLike): string | undefined => {
  const flow = bo.get('default') as ElementLike | undefined;
  return flow ? text(flow.get('id')) || undefined : undefined;
};

/** A condition as the server reads it: JUEL in `${…}`; a bare expression is wrapped. */
export const conditionBody = (value: string): string | undefined => {
  const body = value.trim();
  if (!body) return undefined;
  return body.startsWith('${') && body.endsWith('}') ? body : `\${${body}}`;
};
