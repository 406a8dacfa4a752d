import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { allPermissionCodes, isPlatformPermission, type DataScope } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import { Menu } from '../menu/menu.entity';
import { PlatformTenant } from '../tenant/platform-tenant';
import { PositionRole } from '../org/position-role.entity';
import { Role } from '../role/role.entity';
import { RoleMenu } from '../role/role-menu.entity';
import { RoleScope } from '../role/role-scope.entity';
import { UserRole } from '../user/user-role.entity';
import type { User } from '../user/user.entity';

export interface Grants {
  isAdmin: boolean;
  roleIds: number[];
  /** Menu entries granted (every entry for an administrator). */
  menus: Menu[];
  permissions: Set<string>;
  scopes: Partial<Record<DataScope, number[]>>;
}

/** What an administrator holds: every code, but the platform's only in the platform enterprise. */
const ADMIN_CODES = { platform: allPermissionCodes() as string[], enterprise: allPermissionCodes().filter((c) => !isPlatformPermission(c)) as string[] };

/** A menu entry that carries a platform code: shown and grantable only in the platform enterprise. */
export const isPlatformMenu = (menu: Pick<Menu, 'perms'>): boolean => splitPerms(menu.perms).some(isPlatformPermission);

/**
 * What a user may do: roles held directly and through their position; feature permissions are the `perms`
 * of the roles' menu entries; a data dimension is restricted when any role lists ids for it (the union).
 * Platform codes (`platform:*`) count only in the platform operator's enterprise, whatever a role holds elsewhere.
 */
@Injectable()
export class AccessService {
  constructor(
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(UserRole) private readonly userRoles: Repository<UserRole>,
    @InjectRepository(PositionRole) private readonly positionRoles: Repository<PositionRole>,
    @InjectRepository(RoleMenu) private readonly roleMenus: Repository<RoleMenu>,
    @InjectRepository(RoleScope) private readonly roleScopes: Repository<RoleScope>,
    @InjectRepository(Menu) private readonly menus: Repository<Menu>,
    private readonly platform: PlatformTenant,
  ) {}

  async grants(user: Pick<User, 'id' | 'enterprise_id' | 'position_id'>): Promise<Grants> {
    const { isAdmin, roleIds } = await this.rolesOf(user);
    const platform = await this.platform.is(user.enterprise_id);
    const menus = (isAdmin ? await this.allMenus() : await this.menusOf(roleIds)).filter((m) => platform || !isPlatformMenu(m));
    const permissions = this.codes(isAdmin, platform, menus);
    return { isAdmin, roleIds, menus, permissions, scopes: isAdmin ? {} : await this.scopesOf(roleIds) };
  }

  /** What a session may do and see, as its roles grant it (scopes not yet widened to subtrees); no menu is read for an administrator. */
  async rights(user: Pick<User, 'id' | 'enterprise_id' | 'position_id'>): Promise<Pick<AuthContext, 'isAdmin' | 'permissions'> & { scopes: Partial<Record<DataScope, number[]>> }> {
    const { isAdmin, roleIds } = await this.rolesOf(user);
    const platform = await this.platform.is(user.enterprise_id);
    const permissions = this.codes(isAdmin, platform, isAdmin ? [] : await this.menusOf(roleIds, ['perms']));
    return { isAdmin, permissions, scopes: isAdmin ? {} : await this.scopesOf(roleIds) };
  }

  private codes(isAdmin: boolean, platform: boolean, menus: Array<Pick<Menu, 'perms'>>): Set<string> {
    const permissions = new Set<string>(isAdmin ? (platform ? ADMIN_CODES.platform : ADMIN_CODES.enterprise) : []);
    for (const menu of menus) for (const code of splitPerms(menu.perms)) if (platform || !isPlatformPermission(code)) permissions.add(code);
    return permissions;
  }

  private async rolesOf(user: Pick<User, 'id' | 'enterprise_id' | 'position_id'>): Promise<{ isAdmin: boolean; roleIds: number[] }> {
    const direct = await this.userRoles.find({ where: { user_id: user.id } });
    const viaPosition = user.position_id ? await this.positionRoles.find({ where: { position_id: user.position_id } }) : [];
    const ids = [...new Set([...direct, ...viaPosition].map((r) => r.role_id))];
    const roles = ids.length ? await this.roles.find({ where: { id: In(ids), enterprise_id: user.enterprise_id } }) : [];
    return { isAdmin: roles.some((r) => r.is_admin), roleIds: roles.map((r) => r.id) };
  }

  private async scopesOf(roleIds: number[]): Promise<Partial<Record<DataScope, number[]>>> {
    const scopes: Partial<Record<DataScope, number[]>> = {};
    if (!roleIds.length) return scopes;
    for (const row of await this.roleScopes.find({ where: { role_id: In(roleIds) }, order: { ref_id: 'ASC' } })) {
      const list = (scopes[row.scope] ??= []);
      if (!list.includes(row.ref_id)) list.push(row.ref_id);
    }
    return scopes;
  }

  private allMenus(): Promise<Menu[]> {
    return this.menus.find({ where: { enabled: true }, order: { sort: 'ASC', id: 'ASC' } });
  }

  private async menusOf(roleIds: number[], select?: Array<keyof Menu>): Promise<Menu[]> {
    if (!roleIds.length) return [];
    const links = await this.roleMenus.find({ where: { role_id: In(roleIds) } });
    if (!links.length) return [];
    return this.menus.find({ select, where: { id: In([...new Set(links.map((l) => l.menu_id))]), enabled: true }, order: { sort: 'ASC', id: 'ASC' } });
  }
}

export const splitPerms = (perms: string | null): string[] =>
  (perms ?? '').split(',').map((p) => p.trim()).filter(Boolean);
