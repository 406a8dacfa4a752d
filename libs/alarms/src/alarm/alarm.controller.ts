import { Body, Controller, Post } from '@nestjs/common';
import { AlarmCountAnswer, AlarmDeliveries, AlarmPage, AlarmRow, AuditPage, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, PageQueryDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AlarmService } from './alarm.service';
import { AlarmNoteDto, AlarmPageDto } from './alarm.dto';
import { WorkbenchRegistry } from '@gengyun/system';

/** Alarms: list, detail, history, acknowledge, clear, close and the open counter (issue #5 item 4). */
@Controller()
export class AlarmController {
  constructor(
    private readonly alarms: AlarmService,
    workbench: WorkbenchRegistry,
  ) {
    workbench.register('alarms', async (ctx) =>
      ctx.isAdmin || ctx.permissions.has(Codes.alarm.list) ? (await alarms.openCount(ctx)).open : 0,
    );
  }

  @Permission(Codes.alarm.list)
  @Answer(AlarmPage)
  @Post('/alarm/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: AlarmPageDto) {
    return this.alarms.page(ctx, dto);
  }

  @Permission(Codes.alarm.list)
  @Answer(AlarmRow)
  @Post('/alarm/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.alarms.detail(ctx, dto.id);
  }

  /** Open (raised + acknowledged) and unacknowledged counts: the header counter and the reconnect snapshot. */
  @Permission(Codes.alarm.list)
  @Answer(AlarmCountAnswer)
  @Post('/alarm/openCount')
  openCount(@Ctx() ctx: AuthContext) {
    return this.alarms.openCount(ctx);
  }

  @Permission(Codes.alarm.list)
  @Answer(AuditPage)
  @Post('/alarm/history')
  history(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.alarms.history(ctx, dto.id, new PageQueryDto());
  }

  /** The detail's notifications: per escalation round and channel — sent, failed with the reason, skipped (no provider), cancelled. */
  @Permission(Codes.alarm.list)
  @Answer(AlarmDeliveries)
  @Post('/alarm/deliveries')
  deliveries(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.alarms.deliveryRounds(ctx, dto.id);
  }

  @Permission(Codes.alarm.acknowledge)
  @Answer(AlarmRow)
  @Post('/alarm/acknowledge')
  async acknowledge(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto) {
    return reply(await this.alarms.acknowledge(ctx, dto.id, dto.note), 'iot.alarm.notifications.acknowledged');
  }

  @Permission(Codes.alarm.clear)
  @Answer(AlarmRow)
  @Post('/alarm/clear')
  async clear(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto) {
    return reply(await this.alarms.clear(ctx, dto.id, dto.note), 'iot.alarm.notifications.cleared');
  }

  @Permission(Codes.alarm.close)
  @Answer(AlarmRow)
  @Post('/alarm/close')
  async close(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto) {
    return reply(await this.alarms.close(ctx, dto.id, dto.note), 'iot.alarm.notifications.closed');
  }
}
