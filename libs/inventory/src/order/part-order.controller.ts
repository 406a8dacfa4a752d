import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, PartOrderPage, PartOrderRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PartOrderActDto, PartOrderDto, PartOrderPageDto } from './part-order.dto';
import { PartOrderService } from './part-order.service';

/** Orders placed for a warehouse: read with the stock list, recorded and cancelled by put-in holders. */
@Controller()
export class PartOrderController {
  constructor(private readonly orders: PartOrderService) {}

  @Permission(Codes.stock.list)
  @Answer(PartOrderPage)
  @Post('/partOrder/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PartOrderPageDto) {
    return this.orders.page(ctx, dto);
  }

  @Permission(Codes.stock.list)
  @Answer(PartOrderRow)
  @Post('/partOrder/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return reply(await this.orders.detail(ctx, dto.id));
  }

  @Permission(Codes.stock.putIn)
  @Answer(PartOrderRow)
  @Post('/partOrder/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PartOrderDto) {
    return reply(await this.orders.add(ctx, dto));
  }

  @Permission(Codes.stock.putIn)
  @Answer(PartOrderRow)
  @Post('/partOrder/cancel')
  async cancel(@Ctx() ctx: AuthContext, @Body() dto: PartOrderActDto) {
    return reply(await this.orders.cancel(ctx, dto));
  }
}
