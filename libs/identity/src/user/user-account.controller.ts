import { Body, Controller, Post, Req } from '@nestjs/common';
import { ImportRolesAnswer, LangAnswer, MyInfo, NoContent, Permission as P, UserPage, UserRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, LoggedIn, Permission, Reply, reply, type AppRequest, type AuthContext } from '@gengyun/core';
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
  @Answer(NoContent)
  @Post('/user/resetPassword')
  resetPassword(@Ctx() ctx: AuthContext, @Body() dto: ResetPasswordDto) {
    return this.accounts.resetPassword(ctx, dto).then(() => reply(null));
  }

  @Permission(P.user.import)
  @Answer(ImportRolesAnswer)
  @Post('/user/importRoles')
  importRoles(@Ctx() ctx: AuthContext, @Body() dto: ImportRolesDto) {
    // One message that says what happened: how many users' roles changed.
    return this.accounts.importRoles(ctx, dto).then((result) => new Reply(result, 'identity.import.done', [result.updated]));
  }

  @Permission(P.user.restore)
  @Answer(UserPage)
  @Post('/user/deleted/pageList')
  deletedList(@Ctx() ctx: AuthContext, @Body() dto: UserPageDto) {
    return this.users.pageList(ctx, dto, true);
  }

  @Permission(P.user.restore)
  @Answer(UserRow)
  @Post('/user/restore')
  restore(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.accounts.restore(ctx, dto.id).then((user) => reply(user, 'identity.notifications.restored'));
  }

  @LoggedIn()
  @Answer(MyInfo)
  @Post('/user/info')
  info(@Ctx() ctx: AuthContext) {
    return this.accounts.info(ctx);
  }

  /** The caller's language (SPEC §7): stored on the user, and this answer already in it. */
  @LoggedIn()
  @Answer(LangAnswer)
  @Post('/changeLangInfo')
  async changeLang(@Ctx() ctx: AuthContext, @Req() req: AppRequest, @Body() dto: ChangeLangDto) {
    await this.accounts.updateInfo(ctx, { lang: dto.lang });
    req.lang = dto.lang;
    return reply({ lang: dto.lang });
  }

  @LoggedIn()
  @Answer(UserRow)
  @Post('/user/updateInfo')
  updateInfo(@Ctx() ctx: AuthContext, @Body() dto: UpdateInfoDto) {
    return this.accounts.updateInfo(ctx, dto).then((user) => reply(user));
  }
}
