import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Dictionary management and the field library (SPEC section 2, basic config "data" and "config"). Paths, lang
 * keys and permission codes as the server's menu seed has them.
 */
export const routes: PageRoute[] = [
  {
    path: 'data',
    menuKey: 'menu.admin.data',
    permission: Permission.dictionary.list,
    page: lazyPage(() => import('./dict/DictionaryListPage'), 'DictionaryListPage'),
  },
  {
    path: 'config',
    menuKey: 'menu.admin.config',
    permission: Permission.dictionary.list,
    page: lazyPage(() => import('./field/FieldListPage'), 'FieldListPage'),
  },
];
