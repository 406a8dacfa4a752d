export * from './system.module';
export { SystemConfigService, type ConfigRow } from './system-config.service';
export { CONFIG_DEFINITIONS, type ConfigDefinition, type ConfigValue, type ConfigValueType } from './system-config.catalogue';
export { ErrorLogService } from './error-log.service';
export { UserMessageService } from './user-message.service';
export { WorkbenchRegistry, type WorkbenchCounter } from './workbench.registry';
