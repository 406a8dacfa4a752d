import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, WorkOrderRulePage, WorkOrderRulePreview, WorkOrderRuleRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderRuleService } from './work-order-rule.service';
import { WorkOrderRuleAddDto, WorkOrderRuleEnableDto, WorkOrderRulePageDto, WorkOrderRulePreviewDto, WorkOrderRuleUpdateDto } from './work-order-rule.dto';

/** Assignment rules (issue 13 item 6): who gets a new order, by type, location subtree, equipment type and priority. */
@Controller()
export class WorkOrderRuleController {
  constructor(private readonly rules: WorkOrderRuleService) {}

  @Permission(Codes.workOrderRule.list, Codes.workOrderRule.edit)
  @Answer(WorkOrderRulePage)
  @Post('/workOrderRule/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRulePageDto) {
    return this.rules.page(ctx, dto);
  }

  @Permission(Codes.workOrderRule.list, Codes.workOrderRule.edit)
  @Answer(WorkOrderRuleRow)
  @Post('/workOrderRule/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.rules.detail(ctx, dto.id);
  }

  @Permission(Codes.workOrderRule.edit)
  @Answer(WorkOrderRuleRow)
  @Post('/workOrderRule/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRuleAddDto) {
    return reply(await this.rules.add(ctx, dto));
  }

  @Permission(Codes.workOrderRule.edit)
  @Answer(WorkOrderRuleRow)
  @Post('/workOrderRule/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRuleUpdateDto) {
    return reply(await this.rules.update(ctx, dto));
  }

  @Permission(Codes.workOrderRule.edit)
  @Answer(WorkOrderRuleRow)
  @Post('/workOrderRule/enable')
  async enable(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRuleEnableDto) {
    return reply(await this.rules.enable(ctx, dto.id, dto.enabled));
  }

  @Permission(Codes.workOrderRule.edit)
  @Answer(NoContent)
  @Post('/workOrderRule/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.rules.delete(ctx, dto.id);
    return reply(null);
  }

  /** Reads only: which rule a draft order would match and who would get it. */
  @Permission(Codes.workOrderRule.list, Codes.workOrderRule.edit, Codes.workOrder.add)
  @Answer(WorkOrderRulePreview)
  @Post('/workOrderRule/preview')
  preview(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderRulePreviewDto) {
    return this.rules.preview(ctx, dto);
  }
}
