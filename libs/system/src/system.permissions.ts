import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** System configuration, enterprise information, cache, error log and notices, under administration. */
export const SYSTEM_MENU: MenuSeed[] = [
  route('menu.admin.systemConfig', 'system/config', P.system.config, [['audit', P.system.audit]]),
  route('menu.admin.enterpriseInfo', 'enterprise/info', P.system.enterprise),
  route('menu.admin.cache', 'cache', P.system.cache, [['clear', P.system.cacheClear]]),
  route('menu.admin.error', 'error', P.system.errorLog),
  route('menu.admin.notice', 'notice', P.system.notice),
];
