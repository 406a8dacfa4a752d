import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** Language management (SPEC section 2, basic config): paths and lang keys as the server's menu seed has them. */
export const routes: PageRoute[] = [
  {
    path: 'language',
    menuKey: 'menu.admin.language',
    permission: Permission.language.list,
    page: lazyPage(() => import('./language/LanguageListPage'), 'LanguageListPage'),
  },
  {
    path: 'language/company',
    menuKey: 'menu.admin.languageCompany',
    permission: Permission.language.company,
    page: lazyPage(() => import('./company/CompanyLanguageListPage'), 'CompanyLanguageListPage'),
  },
];
