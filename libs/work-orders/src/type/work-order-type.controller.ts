import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, WorkOrderTypePage, WorkOrderTypeRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderTypeService } from './work-order-type.service';
import { WorkOrderTypeAddDto, WorkOrderTypePageDto, WorkOrderTypeUpdateDto } from './work-order-type.dto';

/** Work-order types with their priorities, default pool and custom fields (issue 13 item 1). */
@Controller()
export class WorkOrderTypeController {
  constructor(private readonly types: WorkOrderTypeService) {}

  /** Order forms pick a type, so those who add or edit orders may list the types too. */
  @Permission(Codes.workOrderType.list, Codes.workOrder.add, Codes.workOrder.edit, Codes.workOrder.list)
  @Answer(WorkOrderTypePage)
  @Post('/workOrderType/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderTypePageDto) {
    return this.types.page(ctx, dto);
  }

  @Permission(Codes.workOrderType.list, Codes.workOrder.add, Codes.workOrder.edit, Codes.workOrder.list)
  @Answer(WorkOrderTypeRow)
  @Post('/workOrderType/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.types.detail(ctx, dto.id);
  }

  @Permission(Codes.workOrderType.add)
  @Answer(WorkOrderTypeRow)
  @Post('/workOrderType/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderTypeAddDto) {
    return reply(await this.types.add(ctx, dto));
  }

  @Permission(Codes.workOrderType.edit)
  @Answer(WorkOrderTypeRow)
  @Post('/workOrderType/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderTypeUpdateDto) {
    return reply(await this.types.update(ctx, dto));
  }

  @Permission(Codes.workOrderType.delete)
  @Answer(NoContent)
  @Post('/workOrderType/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.types.delete(ctx, dto.id);
    return reply(null);
  }
}
