import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

/**
 * The identity area's menu entries (SPEC section 2): the personal folder, the administration folder other areas add
 * their pages to, and the platform operator's folder. Labels come from the web's catalogue by lang key; the codes
 * are in libs/contracts (permissions/identity.ts), which the web reads too.
 */
export const IDENTITY_MENU: MenuSeed[] = [
  {
    langKey: 'menu.personal',
    type: MenuType.folder,
    icon: 'user',
    children: [
      route('menu.personal.home', 'home', undefined, [['fileUpload', P.file.upload], ['fileRead', P.file.read]]),
      route('menu.personal.myInfo', 'my/info'),
      route('menu.personal.myPassword', 'my/password'),
      route('menu.personal.myMessage', 'my/message'),
    ],
  },
  {
    langKey: 'menu.admin',
    type: MenuType.folder,
    icon: 'setting',
    children: [
      route('menu.admin.user', 'user', P.user.list, [
        ['add', P.user.add], ['edit', P.user.edit], ['delete', P.user.delete], ['resetPassword', P.user.resetPassword],
        ['import', P.user.import], ['audit', P.user.audit], ['restore', P.user.restore],
      ]),
      { langKey: 'menu.admin.userView', type: MenuType.detail, route: 'user/view', perms: P.user.list },
      route('menu.admin.auth', 'auth', P.role.list, [['add', P.role.add], ['edit', P.role.edit], ['delete', P.role.delete], ['grant', P.role.grant]]),
      route('menu.admin.org', 'org', P.org.list, [['add', P.org.add], ['edit', P.org.edit], ['delete', P.org.delete]]),
    ],
  },
  {
    // Platform operator only: these entries carry platform codes, so no other enterprise sees or grants them.
    langKey: 'menu.platform',
    type: MenuType.folder,
    icon: 'bank',
    perms: P.tenant.list,
    children: [
      route('menu.platform.tenant', 'tenant', P.tenant.list, [['add', P.tenant.add], ['lock', P.tenant.lock], ['cancel', P.tenant.cancel], ['quota', P.tenant.quota]]),
      route('menu.platform.companyRegistration', 'tenant/registration', P.tenant.audit),
    ],
  },
];
