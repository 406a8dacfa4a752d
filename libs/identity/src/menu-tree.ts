import { Permission as P } from '@gengyun/contracts';
import { MenuType } from './menu.entity';
import type { MenuSeed } from './menu.service';

const route = (langKey: string, path: string, perms?: string, buttons: Array<[string, string]> = []): MenuSeed => ({
  langKey,
  type: MenuType.route,
  route: path,
  perms,
  children: buttons.map(([key, code]) => ({ langKey: `${langKey}.${key}`, type: MenuType.button, perms: code })),
});

/** The routes of SPEC section 2 that exist so far; labels come from the web's catalogue by lang key. */
export const MENU_TREE: MenuSeed[] = [
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
      route('menu.admin.language', 'language', P.language.list, [['edit', P.language.edit]]),
      route('menu.admin.languageCompany', 'language/company', P.language.company),
      route('menu.admin.config', 'config', P.dictionary.list),
      route('menu.admin.data', 'data', P.dictionary.list, [['edit', P.dictionary.edit], ['field', P.dictionary.field]]),
      route('menu.admin.systemConfig', 'system/config', P.system.config, [['audit', P.system.audit]]),
      route('menu.admin.enterpriseInfo', 'enterprise/info', P.system.enterprise),
      route('menu.admin.cache', 'cache', P.system.cache, [['clear', P.system.cacheClear]]),
      route('menu.admin.error', 'error', P.system.errorLog),
      route('menu.admin.notice', 'notice', P.system.notice),
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
