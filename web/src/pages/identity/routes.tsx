import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Identity administration under /gengyun (SPEC section 2: user (add, view), auth, org; section 2 groupings:
 * registration audit, user restore, role details). Menu keys are the server's menu langkeys; each page needs
 * the permission code of its menu entry or button (libs/contracts/src/permissions/identity.ts).
 */
export const routes: PageRoute[] = [
  { path: 'user', menuKey: 'menu.admin.user', permission: Permission.user.list, page: lazyPage(() => import('./user/UserListPage'), 'UserListPage') },
  { path: 'user/add', menuKey: 'menu.admin.userAdd', permission: Permission.user.add, page: lazyPage(() => import('./user/UserFormPage'), 'UserFormPage') },
  { path: 'user/view', menuKey: 'menu.admin.userView', permission: Permission.user.list, page: lazyPage(() => import('./user/UserDetailPage'), 'UserDetailPage') },
  {
    path: 'user/audit',
    menuKey: 'menu.admin.userAudit',
    permission: Permission.user.audit,
    page: lazyPage(() => import('./registration/RegistrationListPage'), 'RegistrationListPage'),
  },
  {
    path: 'user/restore',
    menuKey: 'menu.admin.userRestore',
    permission: Permission.user.restore,
    page: lazyPage(() => import('./user/DeletedUserListPage'), 'DeletedUserListPage'),
  },
  { path: 'auth', menuKey: 'menu.admin.auth', permission: Permission.role.list, page: lazyPage(() => import('./role/RoleListPage'), 'RoleListPage') },
  { path: 'auth/view', menuKey: 'menu.admin.authView', permission: Permission.role.list, page: lazyPage(() => import('./role/RoleGrantPage'), 'RoleGrantPage') },
  { path: 'org', menuKey: 'menu.admin.org', permission: Permission.org.list, page: lazyPage(() => import('./org/OrgPage'), 'OrgPage') },
];
