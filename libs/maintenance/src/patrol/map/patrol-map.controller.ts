import { Body, Controller, Post } from '@nestjs/common';
import { PatrolLiveMap, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { PatrolMapService } from './patrol-map.service';
import { PatrolMapDto } from './patrol-map.dto';

/** The supervisor's live map of a day's patrols. */
@Controller()
export class PatrolMapController {
  constructor(private readonly map: PatrolMapService) {}

  @Permission(Codes.patrol.list)
  @Answer(PatrolLiveMap)
  @Post('/patrolTask/map')
  day(@Ctx() ctx: AuthContext, @Body() dto: PatrolMapDto) {
    return this.map.day(ctx, dto.date);
  }
}
