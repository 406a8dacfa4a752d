import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { applyFlow, applyGateway, applyTask, selectionOf, type ModelerServices, type Shape } from './modeler-bridge';
import { moddleExtensions } from './moddle-extensions';
import { conditionBody, readTask, taskUpdate, tidyList, type TaskValues } from './node-properties';
import { starterDiagram, withProcessId } from './starter-diagram';

const GATEWAY = starterDiagram('gw_flow', 'Gateway').replace(
  '<bpmn:endEvent id="End_1" />',
  `<bpmn:exclusiveGateway id="Gate" /><bpmn:userTask id="Task_2" /><bpmn:endEvent id="End_1" />
   <bpmn:sequenceFlow id="Flow_a" name="urgent" sourceRef="Gate" targetRef="Task_2" /><bpmn:sequenceFlow id="Flow_b" sourceRef="Gate" targetRef="End_1" />`,
);

/** A stand-in for the bpmn-js services the bridge calls, over a moddle tree read from XML. */
async function open(xml: string) {
  const moddle = new BpmnModdle(moddleExtensions);
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.get('rootElements') as ModdleElement[])[0] as ModdleElement;
  const elements = process.get('flowElements') as ModdleElement[];
  const shape = (bo: ModdleElement): Shape => ({
    id: String(bo.get('id')),
    type: bo.$type,
    businessObject: bo as unknown as Shape['businessObject'],
    outgoing: elements.filter((e) => e.$type === 'bpmn:SequenceFlow' && (e.get('sourceRef') as ModdleElement) === bo).map(shape),
  });
  const byId = (id: string) => elements.find((e) => e.get('id') === id);
  const services = {
    get: (name: string) =>
      ({
        modeling: { updateProperties: (element: Shape, properties: Record<string, unknown>) => Object.entries(properties).forEach(([k, v]) => (element.businessObject as unknown as ModdleElement).set(k, v)) },
        elementRegistry: { get: (id: string) => (byId(id) ? shape(byId(id) as ModdleElement) : undefined) },
        moddle,
        canvas: { addMarker: vi.fn(), removeMarker: vi.fn() },
      })[name],
  } as unknown as ModelerServices;
  const save = async () => (await moddle.toXML(rootElement, { format: true })).xml;
  return { services, byId: (id: string) => byId(id) as ModdleElement, save };
}

const task: TaskValues = {
  name: 'Sign off',
  handlerType: 'countersign',
  candidateType: 'user',
  candidates: ' 3, 4 ,3 ',
  requiredFields: 'priority,fault_level',
  requireAttachments: true,
  requireSignature: true,
  timeLimitMinutes: '90',
  status: 'toReview',
};

describe('node properties', () => {
  it('write our attributes, Flowable’s candidates and the multi-instance a handler type needs', () => {
    const countersign = taskUpdate(task);
    expect(countersign.loop).toBe('parallel');
    expect(countersign.properties).toMatchObject({
      'gengyun:handlerType': 'countersign',
      'gengyun:candidates': '3,4',
      'flowable:candidateUsers': '3,4',
      'flowable:candidateGroups': undefined,
      'gengyun:timeLimitMinutes': '90',
      'gengyun:requireSignature': 'true',
    });
    expect(taskUpdate({ ...task, handlerType: 'chain', candidateType: 'role' })).toMatchObject({ loop: 'sequential', properties: { 'flowable:candidateGroups': '3,4', 'flowable:candidateUsers': undefined } });
    const inCharge = taskUpdate({ ...task, handlerType: 'grab', candidateType: 'personInCharge', requireSignature: false });
    expect(inCharge.loop).toBeNull();
    expect(inCharge.properties).toMatchObject({ 'gengyun:candidates': undefined, 'flowable:assignee': '${personInCharge}', 'gengyun:requireSignature': undefined });
    expect(tidyList('a，b  c,,a')).toBe('a,b,c');
    expect([conditionBody('priority > 3'), conditionBody('${x == 1}'), conditionBody('  ')]).toEqual(['${priority > 3}', '${x == 1}', undefined]);
  });

  it('survive a round trip through the XML bpmn-js saves: attributes, namespaces, loop, condition and default flow', async () => {
    const first = await open(GATEWAY);
    applyTask(first.services, 'Task_1', task);
    applyFlow(first.services, 'Flow_a', { name: 'urgent', condition: 'priority >= 4' });
    applyGateway(first.services, 'Gate', { name: 'Urgent?', defaultFlow: 'Flow_b' });
    const xml = await first.save();
    expect(xml).toContain('xmlns:gengyun="http://gengyun.org/schema/bpmn"');
    expect(xml).toContain('flowable:candidateUsers="3,4"');
    expect(xml).toMatch(/<bpmn:multiInstanceLoopCharacteristics flowable:collection="\$\{candidates\}" flowable:elementVariable="handler">/);
    expect(xml).toContain('<bpmn:exclusiveGateway id="Gate" name="Urgent?" default="Flow_b"');
    expect(xml).toMatch(/<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{priority &gt;= 4\}<\/bpmn:conditionExpression>/);

    const again = await open(xml);
    expect(readTask(again.byId('Task_1'))).toEqual({ ...task, candidates: '3,4' });
    const gate = selectionOf({ id: 'Gate', type: 'bpmn:ExclusiveGateway', businessObject: again.byId('Gate') as unknown as Shape['businessObject'] });
    expect(gate).toMatchObject({ kind: 'exclusiveGateway', values: { name: 'Urgent?', defaultFlow: 'Flow_b' } });
    expect(selectionOf({ id: 'Flow_a', type: 'bpmn:SequenceFlow', businessObject: again.byId('Flow_a') as unknown as Shape['businessObject'] })).toEqual({
      kind: 'sequenceFlow',
      id: 'Flow_a',
      values: { name: 'urgent', condition: '${priority >= 4}' },
    });
  });

  it('removes what is unset: a single handler drops the loop, cleared options drop their attributes', async () => {
    const first = await open(GATEWAY);
    applyTask(first.services, 'Task_1', task);
    const mid = await open(await first.save());
    applyTask(mid.services, 'Task_1', { ...task, handlerType: 'single', candidateType: 'personInCharge', requireSignature: false, timeLimitMinutes: '', status: undefined });
    applyFlow(mid.services, 'Flow_a', { name: '', condition: '' });
    const xml = await mid.save();
    expect(xml).not.toContain('multiInstanceLoopCharacteristics');
    expect(xml).not.toMatch(/requireSignature|timeLimitMinutes|gengyun:status|gengyun:candidates=|candidateUsers/);
    expect(xml).toContain('flowable:assignee="${personInCharge}"');
    expect(xml).not.toContain('conditionExpression');
    expect(readTask((await open(xml)).byId('Task_1'))).toMatchObject({ handlerType: 'single', candidateType: 'personInCharge', requireAttachments: true });
  });

  it('starts new templates from a diagram named by the flow code', () => {
    const xml = withProcessId(starterDiagram('new_flow', 'A & B'), 'repair_2');
    expect(xml).toContain('<bpmn:process id="repair_2" name="A &amp; B"');
    expect(xml).toContain('bpmnElement="repair_2"');
  });
});
