import { Body, Controller, Post } from '@nestjs/common';
import { PatrolGenerateAnswer, PatrolPlanPage, PatrolPlanRow, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PatrolGeneration } from '../task/patrol-generation.service';
import { PatrolPlanService, patrolPlanRow } from './patrol-plan.service';
import { PatrolPlanAddDto, PatrolPlanPageDto, PatrolPlanUpdateDto } from './patrol-plan.dto';

/** Route plans; "generate now" runs the enterprise's route plans as the scheduled job does. */
@Controller()
export class PatrolPlanController {
  constructor(
    private readonly plans: PatrolPlanService,
    private readonly generation: PatrolGeneration,
  ) {}

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPlanPage)
  @Post('/patrolPlan/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PatrolPlanPageDto) {
    return this.plans.page(ctx, dto);
  }

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPlanRow)
  @Post('/patrolPlan/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return patrolPlanRow(await this.plans.find(ctx, dto.id));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPlanRow)
  @Post('/patrolPlan/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PatrolPlanAddDto) {
    return reply(await this.plans.add(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPlanRow)
  @Post('/patrolPlan/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: PatrolPlanUpdateDto) {
    return reply(await this.plans.update(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolGenerateAnswer)
  @Post('/patrolPlan/generate')
  async generate(@Ctx() ctx: AuthContext) {
    return reply(await this.generation.runClaimed(ctx.enterpriseId));
  }
}
