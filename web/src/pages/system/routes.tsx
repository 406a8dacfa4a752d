import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** System management (SPEC section 2): paths, lang keys and permission codes as the server's menu seed has them. */
export const routes: PageRoute[] = [
  {
    path: 'system/config',
    menuKey: 'menu.admin.systemConfig',
    permission: Permission.system.config,
    page: lazyPage(() => import('./config/SystemConfigPage'), 'SystemConfigPage'),
  },
  {
    path: 'enterprise/info',
    menuKey: 'menu.admin.enterpriseInfo',
    permission: Permission.system.enterprise,
    page: lazyPage(() => import('./enterprise/EnterpriseInfoPage'), 'EnterpriseInfoPage'),
  },
  { path: 'cache', menuKey: 'menu.admin.cache', permission: Permission.system.cache, page: lazyPage(() => import('./cache/CacheListPage'), 'CacheListPage') },
  { path: 'error', menuKey: 'menu.admin.error', permission: Permission.system.errorLog, page: lazyPage(() => import('./error-log/ErrorLogListPage'), 'ErrorLogListPage') },
  { path: 'notice', menuKey: 'menu.admin.notice', permission: Permission.system.notice, page: lazyPage(() => import('./notice/NoticeListPage'), 'NoticeListPage') },
];
