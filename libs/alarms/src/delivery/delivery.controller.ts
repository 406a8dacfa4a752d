import { Body, Controller, Post } from '@nestjs/common';
import { DeliveryPage, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { DeliveryService } from './delivery.service';
import { DeliveryPageDto } from './delivery.dto';

/** The alarm notification log: every SMS and mail of every escalation step, with failures and attempts. */
@Controller()
export class DeliveryController {
  constructor(private readonly deliveries: DeliveryService) {}

  @Permission(Codes.delivery.list, Codes.alarm.list)
  @Answer(DeliveryPage)
  @Post('/delivery/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: DeliveryPageDto) {
    return this.deliveries.page(ctx, dto);
  }
}
