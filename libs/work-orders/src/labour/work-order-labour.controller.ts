import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderLabour } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { EntryDeleteDto } from '../record/entry-version.dto';
import { WorkOrderLabourService } from './work-order-labour.service';
import { LabourAddDto, LabourOrderDto, LabourUpdateDto } from './work-order-labour.dto';

/** Labour time on an order: timers and entries. Whose entries a caller may touch is decided by the service. */
@Controller()
export class WorkOrderLabourController {
  constructor(private readonly labour: WorkOrderLabourService) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: LabourOrderDto) {
    return this.labour.list(ctx, dto.work_order_id);
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/start')
  async start(@Ctx() ctx: AuthContext, @Body() dto: LabourOrderDto) {
    return reply(await this.labour.start(ctx, dto.work_order_id, dto.note));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/stop')
  async stop(@Ctx() ctx: AuthContext, @Body() dto: LabourOrderDto) {
    return reply(await this.labour.stop(ctx, dto.work_order_id, dto.note));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: LabourAddDto) {
    return reply(await this.labour.add(ctx, dto));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: LabourUpdateDto) {
    return reply(await this.labour.update(ctx, dto));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderLabour)
  @Post('/workOrderLabour/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: EntryDeleteDto) {
    return reply(await this.labour.delete(ctx, dto));
  }
}
