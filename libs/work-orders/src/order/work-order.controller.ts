import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderBatch, WorkOrderDetail, WorkOrderPage, WorkOrderRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderService } from './work-order.service';
import { WorkOrderQueryService } from './work-order-query.service';
import { WorkOrderActionsService } from './work-order-actions.service';
import { WorkOrderActDto, WorkOrderAddDto, WorkOrderBatchAssignDto, WorkOrderPageDto, WorkOrderUpdateDto } from './work-order.dto';

/** Work orders (issue 13 items 2 and 4): lists and details within the caller's scope, edits and actions at a version. */
@Controller()
export class WorkOrderController {
  constructor(
    private readonly orders: WorkOrderService,
    private readonly query: WorkOrderQueryService,
    private readonly actions: WorkOrderActionsService,
  ) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderPage)
  @Post('/workOrder/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPageDto) {
    return this.query.page(ctx, dto);
  }

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderDetail)
  @Post('/workOrder/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.query.detail(ctx, dto.id);
  }

  @Permission(Codes.workOrder.add)
  @Answer(WorkOrderRow)
  @Post('/workOrder/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderAddDto) {
    return reply(await this.orders.add(ctx, dto));
  }

  @Permission(Codes.workOrder.edit)
  @Answer(WorkOrderRow)
  @Post('/workOrder/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderUpdateDto) {
    return reply(await this.orders.update(ctx, dto));
  }

  /** Which role the action needs (and, for the handler's, a part in the order) is decided by the service. */
  @Permission(Codes.workOrder.dispatch, Codes.workOrder.handle, Codes.workOrder.review, Codes.workOrder.add)
  @Answer(WorkOrderRow)
  @Post('/workOrder/act')
  async act(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderActDto) {
    return reply(await this.actions.act(ctx, dto));
  }

  @Permission(Codes.workOrder.dispatch)
  @Answer(WorkOrderBatch)
  @Post('/workOrder/batchAssign')
  async batchAssign(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderBatchAssignDto) {
    return reply(await this.actions.batchAssign(ctx, dto));
  }
}
