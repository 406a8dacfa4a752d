import { Body, Controller, Post } from '@nestjs/common';
import { ConfigList, EnterpriseInfo, Permission as Codes, SiteSettings } from '@gengyun/contracts';
import { Answer, Ctx, Files, LoggedIn, Permission, Settings, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { SystemConfigService } from './system-config.service';
import { SystemConfigListDto, SystemConfigUpdateDto } from './system-config.dto';
import { EnterpriseInfoService } from '../enterprise-info/enterprise-info.service';
import { EnterpriseUpdateDto } from '../enterprise-info/enterprise-info.dto';

/** system/config and enterprise/info screens. */
@Controller()
export class SystemConfigController {
  constructor(
    private readonly configs: SystemConfigService,
    private readonly enterprise: EnterpriseInfoService,
    private readonly settings: Settings,
  ) {}

  /** What every signed-in screen reads of the settings: the title, the default theme, the maps' opening view, the picture limit, the logo. */
  @LoggedIn()
  @Answer(SiteSettings)
  @Post('/site/settings')
  async site(@Ctx() ctx: AuthContext): Promise<SiteSettings> {
    const [title, theme, map, imageLimit, info] = await Promise.all([
      this.settings.get(ctx.enterpriseId, 'site.title'),
      this.settings.get(ctx.enterpriseId, 'site.defaultTheme'),
      this.settings.get(ctx.enterpriseId, 'map.center'),
      this.settings.get(ctx.enterpriseId, 'upload.imageCountLimit'),
      this.enterprise.info(ctx),
    ]);
    return { title, default_theme: theme, map: { center: [map.lat, map.lng], zoom: map.zoom }, image_count_limit: imageLimit, logo_file_id: info.logo_file_id };
  }

  @Permission(Codes.system.configList, Codes.system.config)
  @Answer(ConfigList)
  @Post('/systemConfig/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: SystemConfigListDto) {
    return this.configs.list(ctx.enterpriseId, dto.group);
  }

  @Permission(Codes.system.config)
  @Answer(ConfigList)
  @Post('/systemConfig/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: SystemConfigUpdateDto) {
    await this.configs.update(ctx, dto.items);
    return reply(await this.configs.list(ctx.enterpriseId));
  }

  /** Every user sees the enterprise's name and logo (the admin shell shows them). */
  @LoggedIn()
  @Answer(EnterpriseInfo)
  @Post('/enterprise/info')
  info(@Ctx() ctx: AuthContext) {
    return this.enterprise.info(ctx);
  }

  @Permission(Codes.system.enterprise)
  @Answer(EnterpriseInfo)
  @Post('/enterprise/update')
  async updateEnterprise(@Ctx() ctx: AuthContext, @Body() dto: EnterpriseUpdateDto, @Files() uploads: UploadedFile[]) {
    return reply(await this.enterprise.update(ctx, dto, uploads));
  }
}
