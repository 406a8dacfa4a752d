import { Body, Controller, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Answer, Ctx, LoggedIn, Public, reply, type AppRequest, type AuthContext } from '@gengyun/core';
import { ChangePasswordDto, LoginDto } from './auth.dto';
import { AuthService } from './auth.service';
import { loginRateLimit } from './rate-limits';
import { LoginAnswer, NoContent } from '@gengyun/contracts';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @RouteConfig(loginRateLimit)
  @Answer(LoginAnswer)
  @Post('/login')
  login(@Body() dto: LoginDto, @Req() req: AppRequest) {
    return this.auth.login(dto, req.ip).then((answer) => reply(answer, 'identity.notifications.loginSucceeded'));
  }

  /** The companion client's token arrives as `token` (form field, query or Bearer) and is the caller's session. */
  @LoggedIn()
  @RouteConfig(loginRateLimit)
  @Answer(LoginAnswer)
  @Post('/doGoSns')
  handOff(@Ctx() ctx: AuthContext, @Req() req: AppRequest) {
    return this.auth.handOff(ctx, req.ip).then((answer) => reply(answer, 'identity.notifications.loginSucceeded'));
  }

  @LoggedIn()
  @Answer(NoContent)
  @Post('/logout')
  logout(@Ctx() ctx: AuthContext) {
    return this.auth.logout(ctx).then(() => reply(null, 'identity.notifications.loggedOut'));
  }

  @LoggedIn()
  @Answer(NoContent)
  @Post('/user/changePassword')
  changePassword(@Ctx() ctx: AuthContext, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(ctx, dto).then(() => reply(null, 'identity.notifications.passwordChanged'));
  }
}
