import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { DataScope as Scopes, type DataScope, type Page } from '@gengyun/contracts';
import { AuditService, BusinessError, DataScopes, findScoped, paginate, scoped, whereKeyword, type AuthContext, type ScopeNode } from '@gengyun/core';
import { isPlatformMenu, splitPerms } from '../session/access.service';
import { MenuService } from '../menu/menu.service';
import { PlatformTenant } from '../tenant/platform-tenant';
import { PositionRole } from '../org/position-role.entity';
import type { AddRoleDto, GrantRoleDto, RolePageDto, UpdateRoleDto } from './role.dto';
import { Role } from './role.entity';
import { RoleMenu } from './role-menu.entity';
import { RoleScope } from './role-scope.entity';
import { UserRole } from '../user/user-role.entity';

const SCOPE_NAMES = new Set<string>(Object.values(Scopes));

@Injectable()
export class RoleService {
  constructor(
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(UserRole) private readonly userRoles: Repository<UserRole>,
    @InjectRepository(PositionRole) private readonly positionRoles: Repository<PositionRole>,
    @InjectRepository(RoleMenu) private readonly roleMenus: Repository<RoleMenu>,
    @InjectRepository(RoleScope) private readonly roleScopes: Repository<RoleScope>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly menus: MenuService,
    private readonly audit: AuditService,
    private readonly scopes: DataScopes,
    private readonly platform: PlatformTenant,
  ) {}

  pageList(ctx: AuthContext, dto: RolePageDto): Promise<Page<Role>> {
    const qb = scoped(this.roles.createQueryBuilder('r'), ctx).orderBy('r.id', 'ASC');
    return paginate(whereKeyword(qb, dto.keyword, ['r.name', 'r.remark']), dto);
  }

  async detail(ctx: AuthContext, id: number) {
    const role = await findScoped(this.roles, ctx, id);
    const menuIds = (await this.roleMenus.find({ where: { role_id: id } })).map((l) => l.menu_id).sort((a, b) => a - b);
    const scopes: Partial<Record<DataScope, number[]>> = {};
    for (const row of await this.roleScopes.find({ where: { role_id: id }, order: { ref_id: 'ASC' } })) (scopes[row.scope] ??= []).push(row.ref_id);
    return { ...role, menuIds, scopes };
  }

  /**
   * The data dimensions a role may be restricted in (those some area owns and the server applies), each with the
   * nodes the caller may grant: their own scope, as `/role/grant` allows a data-limited granter.
   */
  scopeDimensions(ctx: AuthContext): Promise<Array<{ dimension: DataScope; nodes: ScopeNode[] }>> {
    return this.scopes.pickable(ctx);
  }

  async add(ctx: AuthContext, dto: AddRoleDto): Promise<Role> {
    if (dto.is_admin && !ctx.isAdmin) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    await this.checkName(ctx, dto.name);
    return this.db.transaction(async (m) => {
      const role = await m.save(m.create(Role, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, name: dto.name, remark: dto.remark ?? null, is_admin: !!dto.is_admin }));
      await this.audit.record(ctx, 'role', role.id, [{ key: 'common.audit.created', params: [role.name] }], m);
      return role;
    });
  }

  async update(ctx: AuthContext, dto: UpdateRoleDto): Promise<Role> {
    const role = await findScoped(this.roles, ctx, dto.id);
    if ((dto.is_admin !== undefined && dto.is_admin !== role.is_admin) || (role.is_admin && !ctx.isAdmin)) {
      if (!ctx.isAdmin) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    }
    if (dto.name !== role.name) await this.checkName(ctx, dto.name);
    const saved = await this.db.transaction(async (m) => {
      const before = role.name;
      Object.assign(role, { name: dto.name, remark: dto.remark ?? role.remark, is_admin: dto.is_admin ?? role.is_admin });
      const row = await m.save(role);
      await this.audit.record(ctx, 'role', role.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return row;
    });
    await this.scopes.changed(ctx.enterpriseId);
    return saved;
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const role = await findScoped(this.roles, ctx, id);
    if (role.is_admin && !ctx.isAdmin) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    const inUse = (await this.userRoles.count({ where: { role_id: id } })) + (await this.positionRoles.count({ where: { role_id: id } }));
    if (inUse) throw BusinessError.conflict('identity.errors.roleInUse');
    await this.db.transaction(async (m) => {
      await m.delete(RoleMenu, { role_id: id });
      await m.delete(RoleScope, { role_id: id });
      await m.delete(Role, { id });
      await this.audit.record(ctx, 'role', id, [{ key: 'common.audit.deleted', params: [role.name] }], m);
    });
    await this.scopes.changed(ctx.enterpriseId);
  }

  /** Replaces the role's feature permissions (menu entries) and data permissions. */
  async grant(ctx: AuthContext, dto: GrantRoleDto): Promise<void> {
    const role = await findScoped(this.roles, ctx, dto.id);
    if (role.is_admin && !ctx.isAdmin) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    const menuIds = [...new Set(dto.menuIds)];
    const menus = await this.menus.byIds(menuIds);
    if (menus.length !== menuIds.length) throw BusinessError.notFound();
    if (!ctx.isAdmin && menus.some((m) => splitPerms(m.perms).some((code) => !ctx.permissions.has(code)))) {
      throw new BusinessError('identity.errors.grantBeyondOwn', 403);
    }
    if (menus.some(isPlatformMenu) && !(await this.platform.is(ctx.enterpriseId))) throw new BusinessError('identity.errors.grantBeyondOwn', 403);
    const scopes = parseScopes(dto.scopes ?? {});
    await this.scopes.check(ctx.enterpriseId, Object.fromEntries(scopes));
    if (!ctx.isAdmin) grantsWithinOwn(ctx, new Map(scopes));
    await this.db.transaction(async (m) => {
      await m.delete(RoleMenu, { role_id: role.id });
      if (menuIds.length) await m.insert(RoleMenu, menuIds.map((menu_id) => ({ role_id: role.id, menu_id })));
      await m.delete(RoleScope, { role_id: role.id });
      const rows = scopes.flatMap(([scope, ids]) => ids.map((ref_id) => ({ role_id: role.id, scope, ref_id })));
      if (rows.length) await m.insert(RoleScope, rows);
      const summary = scopes.map(([s, ids]) => `${s}:${ids.join(',')}`).join('; ') || '-';
      await this.audit.record(ctx, 'role', role.id, [{ key: 'identity.audit.granted', params: [menuIds.length, summary] }], m);
    });
    await this.scopes.changed(ctx.enterpriseId);
  }

  /** Roles of the enterprise by id; any id not found (or of another enterprise) is "not found". */
  async ofEnterprise(ctx: AuthContext, ids: number[]): Promise<Role[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const roles = await this.roles.find({ where: { id: In(unique), enterprise_id: ctx.enterpriseId } });
    if (roles.length !== unique.length) throw BusinessError.notFound();
    if (!ctx.isAdmin && roles.some((r) => r.is_admin)) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    return roles;
  }

  byNames(enterpriseId: number, names: string[]): Promise<Role[]> {
    return names.length ? this.roles.find({ where: { enterprise_id: enterpriseId, name: In(names) } }) : Promise.resolve([]);
  }

  /** Role ids of each user. */
  async roleIdsOf(userIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (!userIds.length) return out;
    for (const link of await this.userRoles.find({ where: { user_id: In(userIds) }, order: { role_id: 'ASC' } })) out.get(link.user_id)?.push(link.role_id);
    return out;
  }

  async setUserRoles(userId: number, roleIds: number[], m: EntityManager): Promise<void> {
    await m.delete(UserRole, { user_id: userId });
    const unique = [...new Set(roleIds)];
    if (unique.length) await m.insert(UserRole, unique.map((role_id) => ({ user_id: userId, role_id })));
  }

  private async checkName(ctx: AuthContext, name: string): Promise<void> {
    if (await this.roles.exist({ where: { enterprise_id: ctx.enterpriseId, name } })) throw BusinessError.conflict('common.errors.alreadyExists');
  }
}

/**
 * A data-limited granter grants only within what they see: in every dimension they are restricted in, the role must be
 * restricted too, to ids of their own (already widened) scope — else the role would reach what its granter cannot.
 */
function grantsWithinOwn(ctx: Pick<AuthContext, 'scopes'>, granted: ReadonlyMap<DataScope, number[]>): void {
  for (const [dimension, own] of Object.entries(ctx.scopes) as Array<[DataScope, readonly number[]]>) {
    const ids = granted.get(dimension);
    if (!ids || ids.some((id) => !own.includes(id))) throw new BusinessError('identity.errors.grantBeyondOwn', 403);
  }
}

function parseScopes(input: object): Array<[DataScope, number[]]> {
  const out: Array<[DataScope, number[]]> = [];
  for (const [scope, ids] of Object.entries(input)) {
    if (!SCOPE_NAMES.has(scope)) throw new BusinessError('common.validation.unknownField', 422, [`scopes.${scope}`]);
    if (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(id) || (id as number) < 1)) {
      throw new BusinessError('common.validation.integer', 422, [`scopes.${scope}`]);
    }
    if (ids.length) out.push([scope as DataScope, [...new Set(ids as number[])]]);
  }
  return out;
}
