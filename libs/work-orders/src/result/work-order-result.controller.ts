import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderResult, WorkOrderTypeRecord } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderResults } from './work-order-result.service';
import { WorkOrderTypeRecords } from './work-order-type-record.service';
import { TypeIdDto, WorkOrderResultDto, WorkOrderTypeRecordDto } from './work-order-result.dto';

/** Result codes of an order, and the code lists, requirement and hourly rate of a type. */
@Controller()
export class WorkOrderResultController {
  constructor(
    private readonly results: WorkOrderResults,
    private readonly settings: WorkOrderTypeRecords,
  ) {}

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderResult)
  @Post('/workOrderResult/save')
  async save(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderResultDto) {
    return reply(await this.results.save(ctx, dto));
  }

  /** Read by the type's settings page and by the result form of its orders. */
  @Permission(Codes.workOrderType.list, Codes.workOrder.list)
  @Answer(WorkOrderTypeRecord)
  @Post('/workOrderTypeRecord/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: TypeIdDto) {
    return this.settings.detail(ctx, dto.type_id);
  }

  @Permission(Codes.workOrderType.edit)
  @Answer(WorkOrderTypeRecord)
  @Post('/workOrderTypeRecord/save')
  async saveType(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderTypeRecordDto) {
    return reply(await this.settings.save(ctx, dto));
  }
}
