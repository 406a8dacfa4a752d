import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as P, UnitPage, UnitRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddGroupDto, GroupPageDto, UpdateGroupDto } from './group.dto';
import { GroupService } from './group.service';

@Controller()
export class GroupController {
  constructor(private readonly groups: GroupService) {}

  @Permission(P.org.list)
  @Answer(UnitPage)
  @Post('/group/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: GroupPageDto) {
    return this.groups.pageList(ctx, dto);
  }

  @Permission(P.org.list)
  @Answer(UnitRow)
  @Post('/group/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.groups.detail(ctx, dto.id);
  }

  @Permission(P.org.add)
  @Answer(UnitRow)
  @Post('/group/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddGroupDto) {
    return this.groups.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.edit)
  @Answer(UnitRow)
  @Post('/group/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateGroupDto) {
    return this.groups.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.delete)
  @Answer(NoContent)
  @Post('/group/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.groups.delete(ctx, dto.id).then(() => reply(null));
  }
}
