import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * The platform operator's pages under /gengyun (docs/tenants.md): enterprises and the audit of company
 * self-registrations. Their `platform:enterprise:*` codes exist only in the platform enterprise, so no other
 * enterprise's user reaches them; the server's menu lists them for the operator only.
 */
export const routes: PageRoute[] = [
  { path: 'tenant', menuKey: 'menu.platform.tenant', permission: Permission.tenant.list, page: lazyPage(() => import('./tenant/TenantListPage'), 'TenantListPage') },
  {
    path: 'tenant/registration',
    menuKey: 'menu.platform.companyRegistration',
    permission: Permission.tenant.audit,
    page: lazyPage(() => import('./registration/CompanyRegistrationPage'), 'CompanyRegistrationPage'),
  },
];
