import type { Area } from '@gengyun/core';
import { SystemModule } from './system.module';
import { systemMigrations } from './migrations';

export * from './system.module';
export { SystemConfigService, type ConfigRow } from './config/system-config.service';
export { ErrorLogService } from './error-log/error-log.service';
export { UserMessageService } from './notice/user-message.service';
export { WorkbenchRegistry, type WorkbenchCounter } from './workbench/workbench.registry';

/** The system area as the app lists it. */
export const systemArea: Area = { name: 'system', module: SystemModule, migrations: systemMigrations };
