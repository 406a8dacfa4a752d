import { conditionBody, defaultFlowOf, kindOf, readFlow, readTask, taskUpdate, type ElementLike, type FlowValues, type TaskValues } from './node-properties';
import type { GatewayValues, PanelSelection } from '../designer/PropertiesPanel';

/** The few bpmn-js services the designer uses, typed as far as it needs them. */
export interface Shape {
  id: string;
  type: string;
  businessObject: ElementLike & Record<string, unknown>;
  outgoing?: Shape[];
}
export interface ModelerServices {
  get(name: 'modeling'): { updateProperties(element: Shape, properties: Record<string, unknown>): void };
  get(name: 'elementRegistry'): { get(id: string): Shape | undefined };
  get(name: 'moddle'): { create(type: string, properties?: Record<string, unknown>): ElementLike };
  get(name: 'canvas'): { addMarker(id: string, marker: string): void; removeMarker(id: string, marker: string): void };
}

/** moddle leaves out `null` properties when it writes XML: that is how an attribute is removed. */
const nulls = (properties: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, v === undefined ? null : v]));

export function selectionOf(element: Shape | undefined): PanelSelection {
  if (!element) return null;
  const bo = element.businessObject;
  switch (kindOf(element.type)) {
    case 'userTask':
      return { kind: 'userTask', id: element.id, values: readTask(bo) };
    case 'sequenceFlow':
      return { kind: 'sequenceFlow', id: element.id, values: readFlow(bo) };
    case 'exclusiveGateway': {
      const outgoing = (element.outgoing ?? []).map((f) => ({ id: f.id, name: String(f.businessObject.get('name') ?? '') }));
      return { kind: 'exclusiveGateway', id: element.id, values: { name: String(bo.get('name') ?? ''), defaultFlow: defaultFlowOf(bo), outgoing } };
    }
    case 'event':
    case 'other':
      return null;
  }
}

export function applyTask(modeler: ModelerServices, id: string, values: TaskValues): void {
  const element = modeler.get('elementRegistry').get(id);
  if (!element) return;
  const { properties, loop } = taskUpdate(values);
  const current = element.businessObject.get('loopCharacteristics') as ElementLike | undefined;
  const sequential = loop === 'sequential';
  let loopCharacteristics: ElementLike | null | undefined;
  if (!loop && current) loopCharacteristics = null;
  if (loop && (!current || Boolean(current.get('isSequential')) !== sequential)) {
    const moddle = modeler.get('moddle');
    loopCharacteristics = moddle.create('bpmn:MultiInstanceLoopCharacteristics', {
      isSequential: sequential,
      'flowable:collection': '${candidates}',
      'flowable:elementVariable': 'handler',
      // A countersign ends when everyone has agreed.
      ...(sequential ? {} : { completionCondition: moddle.create('bpmn:FormalExpression', { body: '${nrOfCompletedInstances == nrOfInstances}' }) }),
    });
  }
  modeler.get('modeling').updateProperties(element, nulls({ ...properties, ...(loopCharacteristics === undefined ? {} : { loopCharacteristics }) }));
}

export function applyFlow(modeler: ModelerServices, id: string, values: FlowValues): void {
  const element = modeler.get('elementRegistry').get(id);
  if (!element) return;
  const body = conditionBody(values.condition);
  const conditionExpression = body ? modeler.get('moddle').create('bpmn:FormalExpression', { body }) : undefined;
  modeler.get('modeling').updateProperties(element, nulls({ name: values.name.trim() || undefined, conditionExpression }));
}

export function applyGateway(modeler: ModelerServices, id: string, values: Omit<GatewayValues, 'outgoing'>): void {
  const registry = modeler.get('elementRegistry');
  const element = registry.get(id);
  if (!element) return;
  const flow = values.defaultFlow ? registry.get(values.defaultFlow) : undefined;
  modeler.get('modeling').updateProperties(element, nulls({ name: values.name.trim() || undefined, default: flow?.businessObject }));
}

/** Replaces the marker on the diagram: the elements a refusal named, or an instance's path. */
export function mark(modeler: ModelerServices, marker: string, before: readonly string[], now: readonly string[]): void {
  const canvas = modeler.get('canvas');
  const registry = modeler.get('elementRegistry');
  for (const id of before) if (registry.get(id)) canvas.removeMarker(id, marker);
  for (const id of now) if (registry.get(id)) canvas.addMarker(id, marker);
}
