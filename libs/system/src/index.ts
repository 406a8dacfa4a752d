import type { Area } from '@gengyun/core';
import { SystemModule } from './system.module';
import { systemMigrations } from './migrations';

export * from './system.module';
export { SystemConfigService, type ConfigRow } from './system-config.service';
export { CONFIG_DEFINITIONS, type ConfigDefinition, type ConfigValue, type ConfigValueType } from './system-config.catalogue';
export { ErrorLogService } from './error-log.service';
export { UserMessageService } from './user-message.service';
export { WorkbenchRegistry, type WorkbenchCounter } from './workbench.registry';

/** The system area as the app lists it. */
export const systemArea: Area = { name: 'system', module: SystemModule, migrations: systemMigrations };
