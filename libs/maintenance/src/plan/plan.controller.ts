import { Body, Controller, Post } from '@nestjs/common';
import { EquipmentPlans, HolidayYear, NoContent, Permission as Codes, PlanGenerateAnswer, PlanPage, PlanPreview, PlanRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, Reply, type AuthContext } from '@gengyun/core';
import { PlanService } from './plan.service';
import { PlanPreviewService } from './plan-preview.service';
import { PlanAddDto, PlanMoveDto, PlanPageDto, PlanPreviewDto, PlanUpdateDto } from './plan.dto';
import { PlanMoveService } from './plan-move.service';
import { PlanGeneration } from '../generation/plan-generation.service';
import { HolidayService } from '../holiday/holiday.service';
import { HolidaySaveDto, HolidayYearDto } from '../holiday/holiday.dto';
import { EquipmentPlansService } from '../equipment/equipment-plans.service';

/** Maintenance plans (`maint/plan` add, edit, list), their preview, generating now, and the holiday calendar. */
@Controller()
export class PlanController {
  constructor(
    private readonly plans: PlanService,
    private readonly previews: PlanPreviewService,
    private readonly generation: PlanGeneration,
    private readonly holidays: HolidayService,
    private readonly moves: PlanMoveService,
    private readonly equipmentPlans: EquipmentPlansService,
  ) {}

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(PlanPage)
  @Post('/plan/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PlanPageDto) {
    return this.plans.page(ctx, dto);
  }

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(PlanRow)
  @Post('/plan/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.plans.detail(ctx, dto.id);
  }

  @Permission(Codes.plan.edit)
  @Answer(PlanRow)
  @Post('/plan/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PlanAddDto) {
    return new Reply(await this.plans.add(ctx, dto), 'common.notifications.operationSucceeded');
  }

  @Permission(Codes.plan.edit)
  @Answer(PlanRow)
  @Post('/plan/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: PlanUpdateDto) {
    return new Reply(await this.plans.update(ctx, dto), 'common.notifications.operationSucceeded');
  }

  /** A saved plan's next days (`id`), or the form's draft (`plan`) before it is saved; nothing is created. */
  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(PlanPreview)
  @Post('/plan/preview')
  preview(@Ctx() ctx: AuthContext, @Body() dto: PlanPreviewDto) {
    return this.previews.preview(ctx, dto);
  }

  /** The equipment detail's plan tab: plans covering one piece of equipment, their next 30 days, its latest results. */
  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(EquipmentPlans)
  @Post('/plan/equipment')
  equipment(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.equipmentPlans.of(ctx, dto.id);
  }

  /** Drags one not-yet-generated day of a plan to another day (the calendar); only that occurrence moves. */
  @Permission(Codes.plan.edit)
  @Answer(NoContent)
  @Post('/plan/moveOccurrence')
  async moveOccurrence(@Ctx() ctx: AuthContext, @Body() dto: PlanMoveDto) {
    await this.moves.move(ctx, dto);
    return new Reply(null, 'common.notifications.operationSucceeded');
  }

  /** Generates the caller's enterprise's due orders now; a run already going answers SPEC's "being generated". */
  @Permission(Codes.plan.generate)
  @Answer(PlanGenerateAnswer)
  @Post('/plan/generate')
  async generate(@Ctx() ctx: AuthContext) {
    const result = await this.generation.runClaimed(ctx.enterpriseId);
    return new Reply(result, 'maintenance.notifications.generated', [result.created]);
  }

  @Permission(Codes.plan.list, Codes.plan.edit, Codes.holiday.edit)
  @Answer(HolidayYear)
  @Post('/holiday/list')
  holidayYear(@Ctx() ctx: AuthContext, @Body() dto: HolidayYearDto) {
    return this.holidays.year(ctx, dto.year);
  }

  @Permission(Codes.holiday.edit)
  @Answer(HolidayYear)
  @Post('/holiday/save')
  async holidaySave(@Ctx() ctx: AuthContext, @Body() dto: HolidaySaveDto) {
    return new Reply(await this.holidays.save(ctx, dto), 'common.notifications.operationSucceeded');
  }
}
