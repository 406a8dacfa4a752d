import { Body, Controller, Post } from '@nestjs/common';
import { MessageConfig, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { ChannelConfigService } from './channel-config.service';
import { ChannelConfigUpdateDto } from './channel-config.dto';

/** System management → message config: SMS and mail channels and default alarm recipients. */
@Controller()
export class ChannelConfigController {
  constructor(private readonly channels: ChannelConfigService) {}

  @Permission(Codes.messageConfig.view, Codes.messageConfig.edit)
  @Answer(MessageConfig)
  @Post('/messageConfig/detail')
  detail(@Ctx() ctx: AuthContext) {
    return this.channels.detail(ctx);
  }

  @Permission(Codes.messageConfig.edit)
  @Answer(MessageConfig)
  @Post('/messageConfig/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: ChannelConfigUpdateDto) {
    return reply(await this.channels.update(ctx, dto));
  }
}
