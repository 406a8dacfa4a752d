import { Body, Controller, Post } from '@nestjs/common';
import { MaintenanceCalendar, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { MaintenanceCalendarService } from './maintenance-calendar.service';
import { MaintenanceCalendarDto } from './calendar.dto';

/** The maintenance calendar (`maint/calendar`): planned and generated work between two days. */
@Controller()
export class CalendarController {
  constructor(private readonly calendar: MaintenanceCalendarService) {}

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(MaintenanceCalendar)
  @Post('/plan/calendar')
  between(@Ctx() ctx: AuthContext, @Body() dto: MaintenanceCalendarDto) {
    return this.calendar.between(ctx, dto);
  }
}
