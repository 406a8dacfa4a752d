import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, type AlarmCount, type Page } from '@gengyun/contracts';
import { Ctx, IdDto, PageQueryDto, Permission, reply, type AuditEntry, type AuthContext, type Reply } from '@gengyun/core';
import { AlarmService } from './alarm.service';
import { AlarmNoteDto, AlarmPageDto } from './alarm.dto';
import type { Alarm } from './alarm.entity';
import type { AlarmDeliveries } from '../delivery/delivery-rounds';
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
  @Post('/alarm/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: AlarmPageDto): Promise<Page<Alarm>> {
    return this.alarms.page(ctx, dto);
  }

  @Permission(Codes.alarm.list)
  @Post('/alarm/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Alarm> {
    return this.alarms.detail(ctx, dto.id);
  }

  /** Open (raised + acknowledged) and unacknowledged counts: the header counter and the reconnect snapshot. */
  @Permission(Codes.alarm.list)
  @Post('/alarm/openCount')
  openCount(@Ctx() ctx: AuthContext): Promise<AlarmCount> {
    return this.alarms.openCount(ctx);
  }

  @Permission(Codes.alarm.list)
  @Post('/alarm/history')
  history(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Page<AuditEntry>> {
    return this.alarms.history(ctx, dto.id, new PageQueryDto());
  }

  /** The detail's notifications: per escalation round and channel — sent, failed with the reason, skipped (no provider), cancelled. */
  @Permission(Codes.alarm.list)
  @Post('/alarm/deliveries')
  deliveries(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<AlarmDeliveries> {
    return this.alarms.deliveryRounds(ctx, dto.id);
  }

  @Permission(Codes.alarm.acknowledge)
  @Post('/alarm/acknowledge')
  async acknowledge(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto): Promise<Reply<Alarm>> {
    return reply(await this.alarms.acknowledge(ctx, dto.id, dto.note), 'iot.alarm.notifications.acknowledged');
  }

  @Permission(Codes.alarm.clear)
  @Post('/alarm/clear')
  async clear(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto): Promise<Reply<Alarm>> {
    return reply(await this.alarms.clear(ctx, dto.id, dto.note), 'iot.alarm.notifications.cleared');
  }

  @Permission(Codes.alarm.close)
  @Post('/alarm/close')
  async close(@Ctx() ctx: AuthContext, @Body() dto: AlarmNoteDto): Promise<Reply<Alarm>> {
    return reply(await this.alarms.close(ctx, dto.id, dto.note), 'iot.alarm.notifications.closed');
  }
}
