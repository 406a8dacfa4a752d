import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as P, PositionDetail, UnitPage, UnitRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddPositionDto, PositionPageDto, PositionRolesDto, UpdatePositionDto } from './position.dto';
import { PositionService } from './position.service';

@Controller()
export class PositionController {
  constructor(private readonly positions: PositionService) {}

  @Permission(P.org.list)
  @Answer(UnitPage)
  @Post('/position/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: PositionPageDto) {
    return this.positions.pageList(ctx, dto);
  }

  @Permission(P.org.list)
  @Answer(PositionDetail)
  @Post('/position/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.detailWithRoles(ctx, dto.id);
  }

  @Permission(P.org.add)
  @Answer(UnitRow)
  @Post('/position/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddPositionDto) {
    return this.positions.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.edit)
  @Answer(UnitRow)
  @Post('/position/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdatePositionDto) {
    return this.positions.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.delete)
  @Answer(NoContent)
  @Post('/position/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.delete(ctx, dto.id).then(() => reply(null));
  }

  /** The roles of a position (held by every user in it). */
  @Permission(P.org.edit)
  @Answer(NoContent)
  @Post('/position/roles')
  setRoles(@Ctx() ctx: AuthContext, @Body() dto: PositionRolesDto) {
    return this.positions.setRoles(ctx, dto).then(() => reply(null));
  }
}
