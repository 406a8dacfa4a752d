import { Body, Controller, Post } from '@nestjs/common';
import { MaintenanceCalendar, Permission as Codes, TodayPlans } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { MaintenanceCalendarService } from './maintenance-calendar.service';
import { MaintenanceCalendarDto } from './calendar.dto';
import { TodayPlansService } from '../today/today-plans.service';

/** The maintenance calendar (`maint/calendar`): planned and generated work between two days; the work bench's today. */
@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: MaintenanceCalendarService,
    private readonly today: TodayPlansService,
  ) {}

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(MaintenanceCalendar)
  @Post('/plan/calendar')
  between(@Ctx() ctx: AuthContext, @Body() dto: MaintenanceCalendarDto) {
    return this.calendar.between(ctx, dto);
  }

  /** The work bench's "today's plans": plan orders due today and today's patrol tasks, each part with its permission. */
  @Permission(Codes.plan.list, Codes.plan.edit, Codes.workOrder.list, Codes.patrol.list, Codes.patrol.inspect)
  @Answer(TodayPlans)
  @Post('/plan/today')
  todays(@Ctx() ctx: AuthContext) {
    return this.today.list(ctx);
  }
}
