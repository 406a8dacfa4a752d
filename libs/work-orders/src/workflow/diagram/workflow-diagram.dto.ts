import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { WORKFLOW_TEMPLATE_CODE_PATTERN } from '@gengyun/contracts';

/** `/showWorkflowNodeDiagram?id&flow_code`: a node (BPMN element id) of the template with that flow code. */
export class WorkflowNodeDiagramDto {
  @IsString() @MinLength(1) @MaxLength(100) id!: string;
  @IsString() @Matches(WORKFLOW_TEMPLATE_CODE_PATTERN) flow_code!: string;
}
