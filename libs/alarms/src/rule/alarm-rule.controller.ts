import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, type Page } from '@gengyun/contracts';
import { Ctx, IdDto, Permission, reply, type AuthContext, type Reply } from '@gengyun/core';
import { AlarmRuleService, type AlarmRuleView } from './alarm-rule.service';
import { AlarmRuleAddDto, AlarmRulePageDto, AlarmRuleUpdateDto } from './alarm-rule.dto';

/** Alarm rules (issue #5 item 3); edits apply to live evaluation without a restart. */
@Controller()
export class AlarmRuleController {
  constructor(private readonly rules: AlarmRuleService) {}

  @Permission(Codes.alarmRule.list, Codes.alarmRule.edit)
  @Post('/alarmRule/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: AlarmRulePageDto): Promise<Page<AlarmRuleView>> {
    return this.rules.page(ctx, dto);
  }

  @Permission(Codes.alarmRule.list, Codes.alarmRule.edit)
  @Post('/alarmRule/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<AlarmRuleView> {
    return this.rules.detail(ctx, dto.id);
  }

  @Permission(Codes.alarmRule.edit)
  @Post('/alarmRule/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: AlarmRuleAddDto): Promise<Reply<AlarmRuleView>> {
    return reply(await this.rules.add(ctx, dto));
  }

  @Permission(Codes.alarmRule.edit)
  @Post('/alarmRule/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: AlarmRuleUpdateDto): Promise<Reply<AlarmRuleView>> {
    return reply(await this.rules.update(ctx, dto));
  }

  @Permission(Codes.alarmRule.edit)
  @Post('/alarmRule/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.rules.delete(ctx, dto.id);
    return reply(null);
  }
}
