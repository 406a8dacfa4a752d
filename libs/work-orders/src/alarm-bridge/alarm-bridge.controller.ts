import { Body, Controller, Post } from '@nestjs/common';
import { AlarmWorkOrders, Permission as Codes, WorkOrderAlarmPanel, WorkOrderAlarmPrefill, WorkOrderRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AlarmBridgeService } from './alarm-bridge.service';
import { AlarmBridgeQueryService } from './alarm-bridge-query.service';
import { WorkOrderAlarmDto, WorkOrderFromAlarmDto } from './alarm-bridge.dto';

/** The alarm → work-order bridge (issue 13 item 9): the prefill, opening a repair order, the orders of an alarm, the alarm of an order. */
@Controller()
export class AlarmBridgeController {
  constructor(
    private readonly bridge: AlarmBridgeService,
    private readonly query: AlarmBridgeQueryService,
  ) {}

  /** The repair order's fields as the alarm gives them, and the order already open for it. */
  @Permission(Codes.workOrder.add)
  @Answer(WorkOrderAlarmPrefill)
  @Post('/workOrder/alarmPrefill')
  prefill(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderAlarmDto) {
    return this.query.prefill(ctx, dto.alarm_id);
  }

  /** Opens a repair order from an alarm the caller may see; refused while one is open for it (its number named). */
  @Permission(Codes.workOrder.add)
  @Answer(WorkOrderRow)
  @Post('/workOrder/fromAlarm')
  async fromAlarm(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderFromAlarmDto) {
    return reply(await this.bridge.openByHand(ctx, dto));
  }

  @Permission(Codes.workOrder.list)
  @Answer(AlarmWorkOrders)
  @Post('/workOrder/ofAlarm')
  ofAlarm(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderAlarmDto) {
    return this.query.ofAlarm(ctx, dto.alarm_id);
  }

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderAlarmPanel)
  @Post('/workOrder/alarmPanel')
  panel(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.query.panel(ctx, dto.id);
  }
}
