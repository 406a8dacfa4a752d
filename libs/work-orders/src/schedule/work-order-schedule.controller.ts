import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderBatch, WorkOrderPage, WorkOrderRow, WorkOrderSchedule } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderScheduleService } from './work-order-schedule.service';
import { WorkOrderDispatchService } from './work-order-dispatch.service';
import { WorkOrderPageDto } from '../order/work-order.dto';
import { WorkOrderBatchDispatchDto, WorkOrderRescheduleDto, WorkOrderScheduleDto } from './work-order-schedule.dto';

/** The schedule calendar (issue 13 item 10) and the batch distribution of unassigned orders (item 6). */
@Controller()
export class WorkOrderScheduleController {
  constructor(
    private readonly schedules: WorkOrderScheduleService,
    private readonly dispatch: WorkOrderDispatchService,
  ) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderSchedule)
  @Post('/workOrder/schedule')
  schedule(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderScheduleDto) {
    return this.schedules.schedule(ctx, dto);
  }

  @Permission(Codes.workOrder.dispatch)
  @Answer(WorkOrderRow)
  @Post('/workOrder/reschedule')
  async reschedule(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRescheduleDto) {
    return reply(await this.dispatch.reschedule(ctx, dto));
  }

  @Permission(Codes.workOrder.dispatch)
  @Answer(WorkOrderPage)
  @Post('/workOrder/distributable')
  distributable(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPageDto) {
    return this.dispatch.distributable(ctx, dto);
  }

  @Permission(Codes.workOrder.dispatch)
  @Answer(WorkOrderBatch)
  @Post('/workOrder/batchDispatch')
  async batchDispatch(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderBatchDispatchDto) {
    return reply(await this.dispatch.batchDispatch(ctx, dto));
  }
}
