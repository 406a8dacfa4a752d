import { Body, Controller, Post } from '@nestjs/common';
import { AlarmRuleDefaults, AlarmRulePage, AlarmRuleRow, NoContent, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AlarmRuleService } from './alarm-rule.service';
import { ChannelConfigService } from '../channel/channel-config.service';
import { AlarmRuleAddDto, AlarmRulePageDto, AlarmRuleUpdateDto } from './alarm-rule.dto';

/** Alarm rules (issue #5 item 3); edits apply to live evaluation without a restart. */
@Controller()
export class AlarmRuleController {
  constructor(
    private readonly rules: AlarmRuleService,
    private readonly channels: ChannelConfigService,
  ) {}

  /** The form's placeholders: what the enterprise applies to a rule that leaves its intervals blank. */
  @Permission(Codes.alarmRule.list, Codes.alarmRule.edit)
  @Answer(AlarmRuleDefaults)
  @Post('/alarmRule/defaults')
  async defaults(@Ctx() ctx: AuthContext) {
    return { sms_intervals: (await this.channels.resolved(ctx.enterpriseId)).intervals };
  }

  @Permission(Codes.alarmRule.list, Codes.alarmRule.edit)
  @Answer(AlarmRulePage)
  @Post('/alarmRule/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: AlarmRulePageDto) {
    return this.rules.page(ctx, dto);
  }

  @Permission(Codes.alarmRule.list, Codes.alarmRule.edit)
  @Answer(AlarmRuleRow)
  @Post('/alarmRule/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.rules.detail(ctx, dto.id);
  }

  @Permission(Codes.alarmRule.edit)
  @Answer(AlarmRuleRow)
  @Post('/alarmRule/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: AlarmRuleAddDto) {
    return reply(await this.rules.add(ctx, dto));
  }

  @Permission(Codes.alarmRule.edit)
  @Answer(AlarmRuleRow)
  @Post('/alarmRule/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: AlarmRuleUpdateDto) {
    return reply(await this.rules.update(ctx, dto));
  }

  @Permission(Codes.alarmRule.edit)
  @Answer(NoContent)
  @Post('/alarmRule/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.rules.delete(ctx, dto.id);
    return reply(null);
  }
}
