import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddGroupDto, GroupPageDto, UpdateGroupDto } from './group.dto';
import { GroupService } from './group.service';

@Controller()
export class GroupController {
  constructor(private readonly groups: GroupService) {}

  @Permission(P.org.list)
  @Post('/group/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: GroupPageDto) {
    return this.groups.pageList(ctx, dto);
  }

  @Permission(P.org.list)
  @Post('/group/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.groups.detail(ctx, dto.id);
  }

  @Permission(P.org.add)
  @Post('/group/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddGroupDto) {
    return this.groups.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.edit)
  @Post('/group/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateGroupDto) {
    return this.groups.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.org.delete)
  @Post('/group/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.groups.delete(ctx, dto.id).then(() => reply(null));
  }
}
