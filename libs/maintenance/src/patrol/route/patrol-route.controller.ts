import { Body, Controller, Post } from '@nestjs/common';
import { PatrolRoutePage, PatrolRouteRow, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PatrolRouteService } from './patrol-route.service';
import { PatrolRouteAddDto, PatrolRoutePageDto, PatrolRouteUpdateDto } from './patrol-route.dto';

/** Patrol routes: their points in order, with the minutes after the start each is expected. */
@Controller()
export class PatrolRouteController {
  constructor(private readonly routes: PatrolRouteService) {}

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolRoutePage)
  @Post('/patrolRoute/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PatrolRoutePageDto) {
    return this.routes.page(ctx, dto);
  }

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolRouteRow)
  @Post('/patrolRoute/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.routes.detail(ctx, dto.id);
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolRouteRow)
  @Post('/patrolRoute/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PatrolRouteAddDto) {
    return reply(await this.routes.add(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolRouteRow)
  @Post('/patrolRoute/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: PatrolRouteUpdateDto) {
    return reply(await this.routes.update(ctx, dto));
  }
}
