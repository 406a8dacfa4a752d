import { Body, Controller, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Answer, Public, reply } from '@gengyun/core';
import { loginRateLimit, smsRateLimit } from './rate-limits';
import { ForgotResetDto, SendCodeDto, VerifyCodeDto } from './sms-code.dto';
import { SmsCodeService } from './sms-code.service';
import { NoContent } from '@gengyun/contracts';

@Controller()
export class SmsCodeController {
  constructor(private readonly codes: SmsCodeService) {}

  @Public()
  @RouteConfig(smsRateLimit)
  @Answer(NoContent)
  @Post('/sms/sendCode')
  send(@Body() dto: SendCodeDto) {
    return this.codes.send(dto).then(() => reply(null, 'identity.notifications.smsSent'));
  }

  @Public()
  @RouteConfig(loginRateLimit)
  @Answer(NoContent)
  @Post('/sms/verifyCode')
  verify(@Body() dto: VerifyCodeDto) {
    return this.codes.verify(dto).then(() => reply(null, 'identity.notifications.codeVerified'));
  }

  @Public()
  @RouteConfig(loginRateLimit)
  @Answer(NoContent)
  @Post('/forgotPassword/reset')
  reset(@Body() dto: ForgotResetDto) {
    return this.codes.resetPassword(dto).then(() => reply(null, 'identity.notifications.passwordReset'));
  }
}
