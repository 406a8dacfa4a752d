import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, SubWorkOrderPage } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { SubWorkOrders } from './sub-work-order.service';
import { SubWorkOrderPageDto } from './sub-work-order.dto';

/** `sub/work/order` and `work/order/sub`: the sub work orders, of one parent or of all. */
@Controller()
export class SubWorkOrderController {
  constructor(private readonly subOrders: SubWorkOrders) {}

  @Permission(Codes.workOrder.list)
  @Answer(SubWorkOrderPage)
  @Post('/subWorkOrder/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: SubWorkOrderPageDto) {
    return this.subOrders.page(ctx, dto);
  }
}
