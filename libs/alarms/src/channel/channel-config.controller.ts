import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes } from '@gengyun/contracts';
import { Ctx, Permission, reply, type AuthContext, type Reply } from '@gengyun/core';
import { ChannelConfigService, type ChannelConfigView } from './channel-config.service';
import { ChannelConfigUpdateDto } from './channel-config.dto';

/** System management → message config: SMS and mail channels and default alarm recipients. */
@Controller()
export class ChannelConfigController {
  constructor(private readonly channels: ChannelConfigService) {}

  @Permission(Codes.messageConfig.view, Codes.messageConfig.edit)
  @Post('/messageConfig/detail')
  detail(@Ctx() ctx: AuthContext): Promise<ChannelConfigView> {
    return this.channels.detail(ctx);
  }

  @Permission(Codes.messageConfig.edit)
  @Post('/messageConfig/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: ChannelConfigUpdateDto): Promise<Reply<ChannelConfigView>> {
    return reply(await this.channels.update(ctx, dto));
  }
}
