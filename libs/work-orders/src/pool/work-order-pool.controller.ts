import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, WorkOrderPoolPage, WorkOrderPoolRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderPoolService } from './work-order-pool.service';
import { WorkOrderPoolAddDto, WorkOrderPoolPageDto, WorkOrderPoolUpdateDto } from './work-order-pool.dto';

/** Work pools (issue 13 items 1 and 6): who may grab the orders waiting in each. */
@Controller()
export class WorkOrderPoolController {
  constructor(private readonly pools: WorkOrderPoolService) {}

  @Permission(Codes.workOrderPool.list, Codes.workOrderPool.edit, Codes.workOrderType.add, Codes.workOrderType.edit)
  @Answer(WorkOrderPoolPage)
  @Post('/workOrderPool/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPoolPageDto) {
    return this.pools.page(ctx, dto);
  }

  @Permission(Codes.workOrderPool.list, Codes.workOrderPool.edit)
  @Answer(WorkOrderPoolRow)
  @Post('/workOrderPool/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.pools.detail(ctx, dto.id);
  }

  @Permission(Codes.workOrderPool.edit)
  @Answer(WorkOrderPoolRow)
  @Post('/workOrderPool/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPoolAddDto) {
    return reply(await this.pools.add(ctx, dto));
  }

  @Permission(Codes.workOrderPool.edit)
  @Answer(WorkOrderPoolRow)
  @Post('/workOrderPool/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPoolUpdateDto) {
    return reply(await this.pools.update(ctx, dto));
  }

  @Permission(Codes.workOrderPool.edit)
  @Answer(NoContent)
  @Post('/workOrderPool/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.pools.delete(ctx, dto.id);
    return reply(null);
  }
}
