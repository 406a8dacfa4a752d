import type { WorkOrderParts } from '../work-orders.parts';
import { WorkflowTemplate, WorkflowTemplateVersion } from './template/workflow-template.entity';
import { WorkflowChecker } from './bpmn/workflow-checker';
import { WorkflowTemplateService } from './template/workflow-template.service';
import { WorkflowTemplateOwners } from './template/workflow-template.owners';
import { WorkflowDiagramService } from './diagram/workflow-diagram.service';
import { WorkflowTemplateController } from './template/workflow-template.controller';
import { WorkflowDiagramController } from './diagram/workflow-diagram.controller';

/** BPMN workflow templates, their versions and diagrams. */
export const workflowParts: WorkOrderParts = {
  entities: [WorkflowTemplate, WorkflowTemplateVersion],
  providers: [WorkflowChecker, WorkflowTemplateService, WorkflowTemplateOwners, WorkflowDiagramService],
  controllers: [WorkflowTemplateController, WorkflowDiagramController],
};
