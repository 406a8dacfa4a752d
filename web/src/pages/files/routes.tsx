import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** The import and export centre (SPEC routes `import`, `export`), as the server's menu seed (files.permissions.ts) has them. */
export const routes: PageRoute[] = [
  { path: 'import', menuKey: 'menu.admin.import', permission: Permission.importTask.list, page: lazyPage(() => import('./transfer/TaskCentrePage'), 'ImportCentrePage') },
  { path: 'export', menuKey: 'menu.admin.export', permission: Permission.exportTask.list, page: lazyPage(() => import('./transfer/TaskCentrePage'), 'ExportCentrePage') },
];
