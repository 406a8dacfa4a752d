import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, PatrolPointPage, PatrolPointRow, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PatrolPointService, pointRow } from './patrol-point.service';
import { PatrolPointAddDto, PatrolPointPageDto, PatrolPointUpdateDto } from './patrol-point.dto';

/** Inspection points: supervisors list and edit them (including who may check in by hand). */
@Controller()
export class PatrolPointController {
  constructor(private readonly points: PatrolPointService) {}

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPointPage)
  @Post('/patrolPoint/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointPageDto) {
    return this.points.page(ctx, dto);
  }

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return pointRow(await this.points.find(ctx, dto.id));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointAddDto) {
    return reply(await this.points.add(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointUpdateDto) {
    return reply(await this.points.update(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(NoContent)
  @Post('/patrolPoint/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.points.delete(ctx, dto.id);
    return reply(null);
  }
}
