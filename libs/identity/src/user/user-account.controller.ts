import { Body, Controller, Post, Req } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, IdDto, LoggedIn, Permission, Reply, reply, type AppRequest, type AuthContext } from '@gengyun/core';
import { ChangeLangDto, ImportRolesDto, ResetPasswordDto, UpdateInfoDto, UserPageDto } from './user.dto';
import { UserAccountService } from './user-account.service';
import { UserService } from './user.service';

@Controller()
export class UserAccountController {
  constructor(
    private readonly accounts: UserAccountService,
    private readonly users: UserService,
  ) {}

  @Permission(P.user.resetPassword)
  @Post('/user/resetPassword')
  resetPassword(@Ctx() ctx: AuthContext, @Body() dto: ResetPasswordDto) {
    return this.accounts.resetPassword(ctx, dto).then(() => reply(null));
  }

  @Permission(P.user.import)
  @Post('/user/importRoles')
  importRoles(@Ctx() ctx: AuthContext, @Body() dto: ImportRolesDto) {
    // One message that says what happened: how many users' roles changed.
    return this.accounts.importRoles(ctx, dto).then((result) => new Reply(result, 'identity.import.done', [result.updated]));
  }

  @Permission(P.user.restore)
  @Post('/user/deleted/pageList')
  deletedList(@Ctx() ctx: AuthContext, @Body() dto: UserPageDto) {
    return this.users.pageList(ctx, dto, true);
  }

  @Permission(P.user.restore)
  @Post('/user/restore')
  restore(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.accounts.restore(ctx, dto.id).then((user) => reply(user, 'identity.notifications.restored'));
  }

  @LoggedIn()
  @Post('/user/info')
  info(@Ctx() ctx: AuthContext) {
    return this.accounts.info(ctx);
  }

  /** The caller's language (SPEC §7): stored on the user, and this answer already in it. */
  @LoggedIn()
  @Post('/changeLangInfo')
  async changeLang(@Ctx() ctx: AuthContext, @Req() req: AppRequest, @Body() dto: ChangeLangDto) {
    await this.accounts.updateInfo(ctx, { lang: dto.lang });
    req.lang = dto.lang;
    return reply({ lang: dto.lang });
  }

  @LoggedIn()
  @Post('/user/updateInfo')
  updateInfo(@Ctx() ctx: AuthContext, @Body() dto: UpdateInfoDto) {
    return this.accounts.updateInfo(ctx, dto).then((user) => reply(user));
  }
}
