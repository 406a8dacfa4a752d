import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '@gengyun/files';
import { SystemConfig } from './system-config.entity';
import { EnterpriseInfo } from './enterprise-info.entity';
import { ErrorLog } from './error-log.entity';
import { Notice } from './notice.entity';
import { UserMessage } from './user-message.entity';
import { SystemPushRoutes } from './system.events';
import { SystemConfigService } from './system-config.service';
import { EnterpriseInfoService } from './enterprise-info.service';
import { ErrorLogService } from './error-log.service';
import { NoticeService } from './notice.service';
import { NoticeAudience } from './notice-audience';
import { UserMessageService } from './user-message.service';
import { SystemConfigController } from './system-config.controller';
import { MonitorController } from './monitor.controller';
import { NoticeController } from './notice.controller';
import { WorkbenchController } from './workbench.controller';
import { WorkbenchRegistry } from './workbench.registry';
import { menuEntries } from '@gengyun/core';
import { SYSTEM_MENU } from './system.permissions';

/** System settings (issue #2 items 10 and 14): configuration, enterprise info, error log, caches, notices, messages, change log. */
@Module({
  imports: [TypeOrmModule.forFeature([SystemConfig, EnterpriseInfo, ErrorLog, Notice, UserMessage]), FilesModule],
  providers: [menuEntries(SYSTEM_MENU, 'menu.admin'), SystemConfigService, EnterpriseInfoService, ErrorLogService, NoticeService, NoticeAudience, UserMessageService, WorkbenchRegistry, SystemPushRoutes],
  controllers: [SystemConfigController, MonitorController, NoticeController, WorkbenchController],
  exports: [SystemConfigService, ErrorLogService, UserMessageService, WorkbenchRegistry],
})
export class SystemModule {}
