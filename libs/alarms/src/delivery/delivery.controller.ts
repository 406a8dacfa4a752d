import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, type Page } from '@gengyun/contracts';
import { Ctx, Permission, type AuthContext } from '@gengyun/core';
import { DeliveryService, type DeliveryView } from './delivery.service';
import { DeliveryPageDto } from './delivery.dto';

/** The alarm notification log: every SMS and mail of every escalation step, with failures and attempts. */
@Controller()
export class DeliveryController {
  constructor(private readonly deliveries: DeliveryService) {}

  @Permission(Codes.delivery.list, Codes.alarm.list)
  @Post('/delivery/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: DeliveryPageDto): Promise<Page<DeliveryView>> {
    return this.deliveries.page(ctx, dto);
  }
}
