import { BPMN_NAMESPACES as NS } from '@gengyun/contracts';

const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The diagram a new template starts from: the smallest one the server accepts — start, one task for the order's
 * person in charge, end — with its layout, so the designer opens on something valid.
 */
export function starterDiagram(code: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${NS.model}" xmlns:bpmndi="${NS.di}" xmlns:dc="${NS.dc}" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="${NS.xsi}" xmlns:flowable="${NS.flowable}" xmlns:gengyun="${NS.gengyun}" id="Definitions_${escape(code)}" targetNamespace="http://gengyun.org/workflow">
  <bpmn:process id="${escape(code)}" name="${escape(name)}" isExecutable="true">
    <bpmn:startEvent id="Start_1" />
    <bpmn:userTask id="Task_1" gengyun:handlerType="single" gengyun:candidateType="personInCharge" flowable:assignee="\${personInCharge}" />
    <bpmn:endEvent id="End_1" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_1" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="End_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${escape(code)}">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Gives a diagram the template's code as its process id (the server requires them equal). */
export const withProcessId = (xml: string, code: string): string =>
  xml.replace(/(<(?:\w+:)?process\b[^>]*?\bid=")[^"]*(")/, `$1${escape(code)}$2`).replace(/(<(?:\w+:)?BPMNPlane\b[^>]*?\bbpmnElement=")[^"]*(")/, `$1${escape(code)}$2`);
