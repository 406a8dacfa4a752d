import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MenuRegistry, type SeedContext } from '@gengyun/core';
import { EnterpriseService, systemContext } from './tenant/enterprise.service';
import { MenuService } from './menu/menu.service';
import { PlatformSeeder } from './tenant/platform.seeder';
import { Role } from './role/role.entity';
import { RoleService } from './role/role.service';
import { User } from './user/user.entity';
import { UserService } from './user/user.service';

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
/** The platform operator's demo password (account `PLATFORM_ADMIN_ACCOUNT`, default `operator`) unless one is configured. */
export const DEMO_OPERATOR_PASSWORD = 'operator123';

@Injectable()
export class IdentitySeeder {
  constructor(
    private readonly enterprises: EnterpriseService,
    private readonly menus: MenuService,
    private readonly roles: RoleService,
    private readonly users: UserService,
    @InjectRepository(Role) private readonly roleRepo: Repository<Role>,
    @InjectRepository(User) private readonly userRepo: Repository<User>,
    private readonly platform: PlatformSeeder,
    private readonly registry: MenuRegistry,
  ) {}

  /** The menu tree (shared by every enterprise); safe to run again. */
  seedMenus() {
    return this.menus.seed(this.registry.tree());
  }

  /**
   * Demo enterprise, roles and the `admin` / `admin123` user, and the platform operator's administrator (`operator` /
   * `operator123` unless configured). Idempotent: existing rows are left as they are.
   */
  async seedDemo(): Promise<SeedContext> {
    await this.platform.ensure(DEMO_OPERATOR_PASSWORD);
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
