import { Body, Controller, Post } from '@nestjs/common';
import { WorkOrderNoticePreferences } from '@gengyun/contracts';
import { Answer, Ctx, LoggedIn, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderNoticePreferencesService } from './work-order-notice-preferences.service';
import { WorkOrderNoticePreferencesDto } from './work-order-notice.dto';

/** Each user's own choice of which work-order messages they receive (issue 13 item 12). */
@Controller()
@LoggedIn()
export class WorkOrderNoticeController {
  constructor(private readonly preferences: WorkOrderNoticePreferencesService) {}

  @Answer(WorkOrderNoticePreferences)
  @Post('/workOrderNotice/preferences')
  mine(@Ctx() ctx: AuthContext) {
    return this.preferences.mine(ctx);
  }

  @Answer(WorkOrderNoticePreferences)
  @Post('/workOrderNotice/savePreferences')
  async save(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderNoticePreferencesDto) {
    return reply(await this.preferences.save(ctx, dto));
  }
}
