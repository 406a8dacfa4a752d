import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, EquipmentDowntimePage, WorkOrderDowntime } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { EntryDeleteDto } from '../record/entry-version.dto';
import { OrderIdDto } from '../result/work-order-result.dto';
import { WorkOrderDowntimeService } from './work-order-downtime.service';
import { DowntimeAddDto, DowntimeUpdateDto, EquipmentDowntimePageDto } from './work-order-downtime.dto';

/** Equipment downtime recorded on work orders, and listed per equipment. */
@Controller()
export class WorkOrderDowntimeController {
  constructor(private readonly downtime: WorkOrderDowntimeService) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderDowntime)
  @Post('/workOrderDowntime/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: OrderIdDto) {
    return this.downtime.list(ctx, dto.work_order_id);
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderDowntime)
  @Post('/workOrderDowntime/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: DowntimeAddDto) {
    return reply(await this.downtime.add(ctx, dto));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderDowntime)
  @Post('/workOrderDowntime/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: DowntimeUpdateDto) {
    return reply(await this.downtime.update(ctx, dto));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderDowntime)
  @Post('/workOrderDowntime/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: EntryDeleteDto) {
    return reply(await this.downtime.delete(ctx, dto));
  }

  /** The equipment's downtime on every order, for its detail's work-order tab. */
  @Permission(Codes.workOrder.list, Codes.equipment.list)
  @Answer(EquipmentDowntimePage)
  @Post('/equipmentDowntime/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: EquipmentDowntimePageDto) {
    return this.downtime.page(ctx, dto);
  }
}
