import { Body, Controller, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Permission as P, RegistrationPage, RegistrationReceipt, RegistrationRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, Public, reply, type AuthContext } from '@gengyun/core';
import { loginRateLimit } from '../auth/rate-limits';
import { ApproveRegistrationDto, RegisterDto, RegistrationPageDto } from './registration.dto';
import { RegistrationService } from './registration.service';

@Controller()
export class RegistrationController {
  constructor(private readonly registrations: RegistrationService) {}

  @Public()
  @RouteConfig(loginRateLimit)
  @Answer(RegistrationReceipt)
  @Post('/register')
  register(@Body() dto: RegisterDto) {
    return this.registrations.register(dto).then((row) => reply(row, 'identity.notifications.registered'));
  }

  @Permission(P.user.audit)
  @Answer(RegistrationPage)
  @Post('/user/registration/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: RegistrationPageDto) {
    return this.registrations.pageList(ctx, dto);
  }

  @Permission(P.user.audit)
  @Answer(RegistrationRow)
  @Post('/user/registration/approve')
  approve(@Ctx() ctx: AuthContext, @Body() dto: ApproveRegistrationDto) {
    return this.registrations.approve(ctx, dto).then((row) => reply(row, 'identity.notifications.approved'));
  }

  @Permission(P.user.audit)
  @Answer(RegistrationRow)
  @Post('/user/registration/reject')
  reject(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.registrations.reject(ctx, dto.id).then((row) => reply(row, 'identity.notifications.rejected'));
  }
}
