import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import type { SeedContext } from '@gengyun/core';
import { EnterpriseService, systemContext } from './enterprise.service';
import { MenuType } from './menu.entity';
import { MenuService, type MenuSeed } from './menu.service';
import { Role } from './role.entity';
import { RoleService } from './role.service';
import { User } from './user.entity';
import { UserService } from './user.service';

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
];

const PERSONAL = ['menu.personal', 'menu.personal.home', 'menu.personal.home.fileUpload', 'menu.personal.home.fileRead', 'menu.personal.myInfo', 'menu.personal.myPassword', 'menu.personal.myMessage'];

/** Demo roles: name → lang keys of the menu entries granted (administrators hold everything). */
const DEMO_ROLES: Array<{ name: string; isAdmin?: boolean; menus: string[] }> = [
  { name: '系统管理员', isAdmin: true, menus: [] },
  { name: '调度负责人', menus: [...PERSONAL, 'menu.admin', 'menu.admin.user', 'menu.admin.org'] },
  { name: '维修工', menus: PERSONAL },
  { name: '仓库管理员', menus: PERSONAL },
  { name: '审核员', menus: [...PERSONAL, 'menu.admin', 'menu.admin.user', 'menu.admin.user.audit'] },
];

export const DEMO_ENTERPRISE = { code: 'demo', name: '演示企业' };
export const DEMO_ADMIN = { account: 'admin', password: 'admin123' };

@Injectable()
export class IdentitySeeder {
  constructor(
    private readonly enterprises: EnterpriseService,
    private readonly menus: MenuService,
    private readonly roles: RoleService,
    private readonly users: UserService,
    @InjectRepository(Role) private readonly roleRepo: Repository<Role>,
    @InjectRepository(User) private readonly userRepo: Repository<User>,
  ) {}

  /** The menu tree (shared by every enterprise); safe to run again. */
  seedMenus() {
    return this.menus.seed(MENU_TREE);
  }

  /** Demo enterprise, roles and the `admin` / `admin123` user. Idempotent: existing rows are left as they are. */
  async seedDemo(): Promise<SeedContext> {
    const menus = await this.seedMenus();
    const enterprise = (await this.enterprises.byCode(DEMO_ENTERPRISE.code)) ?? (await this.enterprises.create(DEMO_ENTERPRISE));
    const ctx = systemContext(enterprise.id);
    const roleIds = new Map<string, number>();
    for (const spec of DEMO_ROLES) {
      let role = await this.roleRepo.findOne({ where: { enterprise_id: enterprise.id, name: spec.name } });
      if (!role) {
        role = await this.roles.add(ctx, { name: spec.name, is_admin: spec.isAdmin ?? false });
        const menuIds = spec.menus.map((key) => menus.get(key)?.id).filter((id): id is number => !!id);
        await this.roles.grant(ctx, { id: role.id, menuIds });
      }
      roleIds.set(spec.name, role.id);
    }
    let admin = await this.userRepo.findOne({ where: { enterprise_id: enterprise.id, account: DEMO_ADMIN.account } });
    if (!admin) {
      const view = await this.users.add(ctx, { account: DEMO_ADMIN.account, password: DEMO_ADMIN.password, name: '管理员', roleIds: [roleIds.get('系统管理员') as number] });
      admin = await this.userRepo.findOneByOrFail({ id: view.id });
    }
    return { enterpriseId: enterprise.id, enterpriseCode: enterprise.code, adminUserId: admin.id };
  }
}
