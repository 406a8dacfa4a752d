import { Controller, Get, Query } from '@nestjs/common';
import { Permission as Codes, WorkflowDiagram } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, type AuthContext } from '@gengyun/core';
import { WorkflowDiagramService } from './workflow-diagram.service';
import { WorkflowNodeDiagramDto } from './workflow-diagram.dto';

/**
 * SPEC §7 link builders, GET with the token in the query: they answer the diagram's XML and what to highlight, which
 * the web's diagram page (`/gengyun/work/flow?diagram=…`) draws with bpmn-js.
 */
@Controller()
export class WorkflowDiagramController {
  constructor(private readonly diagrams: WorkflowDiagramService) {}

  @Permission(Codes.workflowTemplate.list)
  @Answer(WorkflowDiagram)
  @Get('/showWorkflowProcessDiagram')
  process(@Ctx() ctx: AuthContext, @Query() dto: IdDto) {
    return this.diagrams.process(ctx, dto.id);
  }

  @Permission(Codes.workflowTemplate.list)
  @Answer(WorkflowDiagram)
  @Get('/searchWorkflowProcessDiagram')
  version(@Ctx() ctx: AuthContext, @Query() dto: IdDto) {
    return this.diagrams.version(ctx, dto.id);
  }

  @Permission(Codes.workflowTemplate.list)
  @Answer(WorkflowDiagram)
  @Get('/showWorkflowNodeDiagram')
  node(@Ctx() ctx: AuthContext, @Query() dto: WorkflowNodeDiagramDto) {
    return this.diagrams.node(ctx, dto.flow_code, dto.id);
  }

  /** Whoever may see the order may see where it stands. */
  @Permission(Codes.workOrder.list, Codes.workOrder.handle)
  @Answer(WorkflowDiagram)
  @Get('/showWorkflowInstanceDiagram')
  instance(@Ctx() ctx: AuthContext, @Query() dto: IdDto) {
    return this.diagrams.instance(ctx, dto.id);
  }
}
