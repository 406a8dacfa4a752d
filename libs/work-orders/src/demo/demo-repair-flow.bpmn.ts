/**
 * The demo's designed repair flow (BPMN 2.0 as the designer writes it): start → dispatch (a grab node for the pool's
 * technicians) → repair (single, the person in charge or the grabber) → review (a two-reviewer countersign, parallel
 * multi-instance) → end. Kept as a module, not a `.bpmn` file, because the server's build compiles TypeScript only;
 * the user ids are the demo enterprise's, filled in when it is seeded.
 */
export const DEMO_FLOW_CODE = 'demo_repair_flow';
export const DEMO_FLOW_NAME = '维修流程（演示）';

export function demoRepairFlow(technicianIds: readonly number[], reviewerIds: readonly number[]): string {
  const technicians = technicianIds.join(',');
  const reviewers = reviewerIds.join(',');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" xmlns:gengyun="http://gengyun.org/schema/bpmn" id="Definitions_demo_repair" targetNamespace="http://gengyun.org/workflow">
  <bpmn:process id="${DEMO_FLOW_CODE}" name="${DEMO_FLOW_NAME}" isExecutable="true">
    <bpmn:startEvent id="Start_1" name="报修" />
    <bpmn:userTask id="Task_dispatch" name="抢单" gengyun:handlerType="grab" gengyun:candidateType="user" gengyun:candidates="${technicians}" flowable:candidateUsers="${technicians}" gengyun:status="toAssign" gengyun:timeLimitMinutes="30" />
    <bpmn:userTask id="Task_repair" name="维修" gengyun:handlerType="single" gengyun:candidateType="personInCharge" flowable:assignee="\${personInCharge}" gengyun:status="processing" gengyun:requireAttachments="true" gengyun:timeLimitMinutes="240" />
    <bpmn:userTask id="Task_review" name="会签审核" gengyun:handlerType="countersign" gengyun:candidateType="user" gengyun:candidates="${reviewers}" flowable:candidateUsers="${reviewers}" gengyun:status="pendingConfirmation" gengyun:requireSignature="true">
      <bpmn:multiInstanceLoopCharacteristics isSequential="false" flowable:collection="\${candidates}" flowable:elementVariable="handler">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances == nrOfInstances}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:endEvent id="End_1" name="完成" gengyun:status="completed" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start_1" targetRef="Task_dispatch" />
    <bpmn:sequenceFlow id="Flow_grabbed" sourceRef="Task_dispatch" targetRef="Task_repair" />
    <bpmn:sequenceFlow id="Flow_repaired" sourceRef="Task_repair" targetRef="Task_review" />
    <bpmn:sequenceFlow id="Flow_reviewed" sourceRef="Task_review" targetRef="End_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_demo_repair">
    <bpmndi:BPMNPlane id="Plane_demo_repair" bpmnElement="${DEMO_FLOW_CODE}">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="100" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_dispatch_di" bpmnElement="Task_dispatch"><dc:Bounds x="190" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_repair_di" bpmnElement="Task_repair"><dc:Bounds x="350" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_review_di" bpmnElement="Task_review"><dc:Bounds x="510" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="672" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_start_di" bpmnElement="Flow_start"><di:waypoint x="136" y="200" /><di:waypoint x="190" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_grabbed_di" bpmnElement="Flow_grabbed"><di:waypoint x="290" y="200" /><di:waypoint x="350" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_repaired_di" bpmnElement="Flow_repaired"><di:waypoint x="450" y="200" /><di:waypoint x="510" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_reviewed_di" bpmnElement="Flow_reviewed"><di:waypoint x="610" y="200" /><di:waypoint x="672" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
