import { Body, Controller, Post } from '@nestjs/common';
import { CheckResultList, CheckResultRow, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { CheckResults } from './check-result.service';
import { CheckResultOrderDto, CheckResultRecordDto } from './check-result.dto';

/** A generated order's checklist: read with the order, recorded by those who handle it. */
@Controller()
export class CheckResultController {
  constructor(private readonly results: CheckResults) {}

  @Permission(Codes.workOrder.list)
  @Answer(CheckResultList)
  @Post('/checkResult/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: CheckResultOrderDto) {
    return this.results.list(ctx, dto.work_order_id);
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(CheckResultRow)
  @Post('/checkResult/record')
  async record(@Ctx() ctx: AuthContext, @Body() dto: CheckResultRecordDto) {
    return reply(await this.results.record(ctx, dto));
  }
}
