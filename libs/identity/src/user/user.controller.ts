import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as P, UserPage, UserRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddUserDto, UpdateUserDto, UserPageDto } from './user.dto';
import { UserService } from './user.service';

@Controller()
export class UserController {
  constructor(private readonly users: UserService) {}

  @Permission(P.user.list)
  @Answer(UserPage)
  @Post('/user/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: UserPageDto) {
    return this.users.pageList(ctx, dto);
  }

  @Permission(P.user.list)
  @Answer(UserRow)
  @Post('/user/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.users.detail(ctx, dto.id);
  }

  @Permission(P.user.add)
  @Answer(UserRow)
  @Post('/user/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddUserDto) {
    return this.users.add(ctx, dto).then((user) => reply(user));
  }

  @Permission(P.user.edit)
  @Answer(UserRow)
  @Post('/user/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateUserDto) {
    return this.users.update(ctx, dto).then((user) => reply(user));
  }

  @Permission(P.user.delete)
  @Answer(NoContent)
  @Post('/user/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.users.delete(ctx, dto.id).then(() => reply(null));
  }
}
