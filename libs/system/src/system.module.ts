import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { SystemConfig } from './config/system-config.entity';
import { EnterpriseInfo } from './enterprise-info/enterprise-info.entity';
import { ErrorLog } from './error-log/error-log.entity';
import { Notice } from './notice/notice.entity';
import { UserMessage } from './notice/user-message.entity';
import { SystemPushRoutes } from './system.events';
import { SystemConfigService } from './config/system-config.service';
import { EnterpriseInfoService } from './enterprise-info/enterprise-info.service';
import { ErrorLogService } from './error-log/error-log.service';
import { NoticeService } from './notice/notice.service';
import { UserMessageService } from './notice/user-message.service';
import { SystemConfigController } from './config/system-config.controller';
import { MonitorController } from './monitor/monitor.controller';
import { NoticeController } from './notice/notice.controller';
import { WorkbenchController } from './workbench/workbench.controller';
import { WorkbenchRegistry } from './workbench/workbench.registry';
import { menuEntries, settingsOfArea } from '@gengyun/core';
import { SYSTEM_MENU } from './system.permissions';
import { SystemOwners } from './system.owners';

/** System settings (issue #2 items 10 and 14): configuration, enterprise info, error log, caches, notices, messages, change log. */
@Module({
  imports: [TypeOrmModule.forFeature([SystemConfig, EnterpriseInfo, ErrorLog, Notice, UserMessage]), FilesModule, IdentityModule],
  providers: [menuEntries(SYSTEM_MENU, 'menu.admin'), settingsOfArea('system'), SystemConfigService, EnterpriseInfoService, ErrorLogService, NoticeService, UserMessageService, WorkbenchRegistry, SystemPushRoutes, SystemOwners],
  controllers: [SystemConfigController, MonitorController, NoticeController, WorkbenchController],
  exports: [SystemConfigService, ErrorLogService, UserMessageService, WorkbenchRegistry],
})
export class SystemModule {}
