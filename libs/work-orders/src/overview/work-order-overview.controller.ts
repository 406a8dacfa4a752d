import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderOverview, WorkOrderTodoPage } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { WorkOrderOverviewService } from './work-order-overview.service';
import { WorkOrderTodoPageDto } from './work-order-overview.dto';

/** The overview's counts (`wot`) and the caller's to-dos (`todo/task/list`), both within the list's scope. */
@Controller()
export class WorkOrderOverviewController {
  constructor(private readonly overviews: WorkOrderOverviewService) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderOverview)
  @Post('/workOrder/overview')
  overview(@Ctx() ctx: AuthContext) {
    return this.overviews.overview(ctx);
  }

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderTodoPage)
  @Post('/workOrder/todo')
  todo(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderTodoPageDto) {
    return this.overviews.todo(ctx, dto);
  }
}
