import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, PatrolResultPage, PatrolTaskDetail, PatrolTaskList, PatrolTaskPage, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PatrolResults } from '../result/patrol-result.service';
import { PatrolResultPageDto } from '../result/patrol-result.dto';
import { PatrolTaskService } from './patrol-task.service';
import { PatrolWalk } from './patrol-walk.service';
import { PatrolCheckInDto, PatrolPositionDto, PatrolSubmitDto, PatrolTaskPageDto } from './patrol-task.dto';

/** Patrol tasks: supervisors follow them; inspectors walk theirs on a phone. */
@Controller()
export class PatrolTaskController {
  constructor(
    private readonly tasks: PatrolTaskService,
    private readonly walk: PatrolWalk,
    private readonly results: PatrolResults,
  ) {}

  @Permission(Codes.patrol.list)
  @Answer(PatrolTaskPage)
  @Post('/patrolTask/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PatrolTaskPageDto) {
    return this.tasks.page(ctx, dto);
  }

  @Permission(Codes.patrol.inspect)
  @Answer(PatrolTaskList)
  @Post('/patrolTask/mine')
  mine(@Ctx() ctx: AuthContext) {
    return this.tasks.mine(ctx);
  }

  @Permission(Codes.patrol.list, Codes.patrol.inspect)
  @Answer(PatrolTaskDetail)
  @Post('/patrolTask/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, dto.id);
  }

  @Permission(Codes.patrol.inspect)
  @Answer(PatrolTaskDetail)
  @Post('/patrolTask/checkIn')
  async checkIn(@Ctx() ctx: AuthContext, @Body() dto: PatrolCheckInDto) {
    return reply(await this.walk.checkIn(ctx, dto));
  }

  @Permission(Codes.patrol.inspect)
  @Answer(NoContent)
  @Post('/patrolTask/position')
  async position(@Ctx() ctx: AuthContext, @Body() dto: PatrolPositionDto) {
    await this.walk.position(ctx, dto);
    return reply(null);
  }

  @Permission(Codes.patrol.inspect)
  @Answer(PatrolTaskDetail)
  @Post('/patrolTask/submit')
  async submit(@Ctx() ctx: AuthContext, @Body() dto: PatrolSubmitDto) {
    return reply(await this.walk.submit(ctx, dto));
  }

  @Permission(Codes.patrol.list)
  @Answer(PatrolResultPage)
  @Post('/patrolResult/pageList')
  resultPage(@Ctx() ctx: AuthContext, @Body() dto: PatrolResultPageDto) {
    return this.results.page(ctx, dto);
  }
}
