import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderRow, WorkflowOrderNodes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkflowEngine } from './workflow-engine.service';
import { WorkflowNodes } from './workflow-nodes.service';
import { WorkflowCompleteNodeDto, WorkflowGrabNodeDto } from './engine.dto';

/** Orders on their template's nodes (issue 13 items 5 and 6): where they stand, agree / reject, grab. */
@Controller()
export class WorkflowEngineController {
  constructor(
    private readonly engine: WorkflowEngine,
    private readonly nodes: WorkflowNodes,
  ) {}

  @Permission(Codes.workOrder.list, Codes.workOrder.handle)
  @Answer(WorkflowOrderNodes)
  @Post('/workOrder/nodes')
  list(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.nodes.of(ctx, dto.id);
  }

  /** Whether the caller holds a task on the node is decided by the service. */
  @Permission(Codes.workOrder.handle, Codes.workOrder.review, Codes.workOrder.dispatch)
  @Answer(WorkOrderRow)
  @Post('/workOrder/completeNode')
  async complete(@Ctx() ctx: AuthContext, @Body() dto: WorkflowCompleteNodeDto) {
    return reply(await this.engine.complete(ctx, dto));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.review, Codes.workOrder.dispatch)
  @Answer(WorkOrderRow)
  @Post('/workOrder/grabNode')
  async grab(@Ctx() ctx: AuthContext, @Body() dto: WorkflowGrabNodeDto) {
    return reply(await this.engine.grab(ctx, dto));
  }
}
