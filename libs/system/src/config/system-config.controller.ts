import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes } from '@gengyun/contracts';
import { Ctx, Files, LoggedIn, Permission, reply, type AuthContext, type Reply, type UploadedFile } from '@gengyun/core';
import { SystemConfigService, type ConfigRow } from './system-config.service';
import { SystemConfigListDto, SystemConfigUpdateDto } from './system-config.dto';
import { EnterpriseInfoService } from '../enterprise-info/enterprise-info.service';
import { EnterpriseUpdateDto, type EnterpriseInfoView } from '../enterprise-info/enterprise-info.dto';

/** system/config and enterprise/info screens. */
@Controller()
export class SystemConfigController {
  constructor(
    private readonly configs: SystemConfigService,
    private readonly enterprise: EnterpriseInfoService,
  ) {}

  @Permission(Codes.system.configList, Codes.system.config)
  @Post('/systemConfig/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: SystemConfigListDto): Promise<ConfigRow[]> {
    return this.configs.list(ctx.enterpriseId, dto.group);
  }

  @Permission(Codes.system.config)
  @Post('/systemConfig/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: SystemConfigUpdateDto): Promise<Reply<ConfigRow[]>> {
    await this.configs.update(ctx, dto.items);
    return reply(await this.configs.list(ctx.enterpriseId));
  }

  /** Every user sees the enterprise's name and logo (the admin shell shows them). */
  @LoggedIn()
  @Post('/enterprise/info')
  info(@Ctx() ctx: AuthContext): Promise<EnterpriseInfoView> {
    return this.enterprise.info(ctx);
  }

  @Permission(Codes.system.enterprise)
  @Post('/enterprise/update')
  async updateEnterprise(@Ctx() ctx: AuthContext, @Body() dto: EnterpriseUpdateDto, @Files() uploads: UploadedFile[]): Promise<Reply<EnterpriseInfoView>> {
    return reply(await this.enterprise.update(ctx, dto, uploads));
  }
}
