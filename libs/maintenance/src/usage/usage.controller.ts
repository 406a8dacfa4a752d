import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, UsageReadingList, UsageReadingRow } from '@gengyun/contracts';
import { Answer, Ctx, Permission, Reply, type AuthContext } from '@gengyun/core';
import { UsageCounters } from './usage-counters.service';
import { UsageReadingDto, UsageReadingListDto } from './usage.dto';

/** Counter readings of equipment entered by hand for usage plans, and a piece's latest readings (issue 14 item 2). */
@Controller()
export class UsageController {
  constructor(private readonly counters: UsageCounters) {}

  @Permission(Codes.plan.edit)
  @Answer(UsageReadingRow)
  @Post('/usageReading/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: UsageReadingDto) {
    return new Reply(await this.counters.record(ctx, dto), 'common.notifications.operationSucceeded');
  }

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(UsageReadingList)
  @Post('/usageReading/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: UsageReadingListDto) {
    return this.counters.list(ctx, dto);
  }
}
