import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { AuditService, BusinessError, DataScopes, findScoped, type AuthContext } from '@gengyun/core';
import { Enterprise } from '../tenant/enterprise.entity';
import { Organization } from '../org/organization.entity';
import { checkNewPassword, hashPassword } from '../auth/password';
import { Role } from '../role/role.entity';
import { RoleService } from '../role/role.service';
import { SessionService } from '../session/session.service';
import type { ImportRolesDto, ResetPasswordDto, UpdateInfoDto } from './user.dto';
import { User } from './user.entity';
import { PositionRole } from '../org/position-role.entity';
import { mailOf, UserService, type UserView } from './user.service';

/** Password resets, restore of deleted users, role import and the caller's own profile. */
@Injectable()
export class UserAccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly userService: UserService,
    private readonly roles: RoleService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly scopes: DataScopes,
  ) {}

  /** An administrator sets a new password; the user's sessions end. */
  async resetPassword(ctx: AuthContext, dto: ResetPasswordDto): Promise<void> {
    const user = await this.userService.active(ctx, dto.id);
    checkNewPassword(dto.password);
    const password_hash = await hashPassword(dto.password);
    await this.db.transaction(async (m) => {
      await m.update(User, { id: user.id }, { password_hash, failed_count: 0, locked_until: null });
      await this.audit.record(ctx, 'user', user.id, [{ key: 'identity.audit.passwordReset' }], m);
    });
    await this.sessions.revokeUser(user.id, 'passwordReset');
  }

  async restore(ctx: AuthContext, id: number): Promise<UserView> {
    const user = await findScoped(this.users, ctx, id, {}, 'u');
    if (!user.deleted_time) throw BusinessError.notFound();
    await this.userService.checkUnique(ctx.enterpriseId, undefined, user.phone ?? undefined, user.id);
    if (user.is_paid) await this.userService.checkPaidQuota(ctx.enterpriseId, user.id);
    await this.db.transaction(async (m) => {
      await m.update(User, { id }, { deleted_time: null });
      await this.audit.record(ctx, 'user', id, [{ key: 'identity.audit.restored', params: [user.account] }], m);
    });
    return this.userService.detail(ctx, id);
  }

  /**
   * Rows of account + comma-separated role names. Only roles change; any other column refuses the whole
   * import; an unknown account or role names the row. All rows or none.
   */
  async importRoles(ctx: AuthContext, dto: ImportRolesDto): Promise<{ updated: number }> {
    const rows = dto.rows.map(parseRow);
    const accounts = [...new Set(rows.map((r) => r.account))];
    const users = accounts.length
      ? await this.users.find({ where: { enterprise_id: ctx.enterpriseId, account: In(accounts) } })
      : [];
    const byAccount = new Map(users.filter((u) => !u.deleted_time).map((u) => [u.account, u]));
    const roleNames = [...new Set(rows.flatMap((r) => r.roles))];
    const roles = new Map((await this.roles.byNames(ctx.enterpriseId, roleNames)).map((r) => [r.name, r]));
    for (const row of rows) {
      if (!byAccount.has(row.account)) throw new BusinessError('identity.errors.accountNotFound', 422, [row.account]);
      const missing = row.roles.find((name) => !roles.has(name));
      if (missing) throw new BusinessError('identity.errors.importRoleNotFound', 422, [row.account, missing]);
      if (!ctx.isAdmin && row.roles.some((name) => roles.get(name)?.is_admin)) throw new BusinessError('identity.errors.adminRoleOnlyByAdmin', 403);
    }
    await this.db.transaction(async (m) => {
      for (const row of rows) {
        const user = byAccount.get(row.account) as User;
        await this.roles.setUserRoles(user.id, row.roles.map((name) => roles.get(name)?.id as number), m);
        await this.audit.record(ctx, 'user', user.id, [{ key: 'identity.audit.rolesChanged', params: [row.roles.join(',')] }], m);
      }
    });
    await this.scopes.changed(ctx.enterpriseId, [...byAccount.values()].map((u) => u.id));
    return { updated: rows.length };
  }

  /**
   * Own profile for my/info: the user's fields (job number `job_no`) with the names the page shows — enterprise,
   * organisation and the roles held directly or through the position, by name.
   */
  async info(ctx: AuthContext) {
    const view = await this.userService.detail(ctx, ctx.userId);
    const enterprise = await this.enterprises.findOneByOrFail({ id: ctx.enterpriseId });
    const viaPosition = view.position_id ? (await this.db.getRepository(PositionRole).find({ where: { position_id: view.position_id } })).map((r) => r.role_id) : [];
    const roleIds = [...new Set([...view.roleIds, ...viaPosition])];
    const roles = roleIds.length ? await this.db.getRepository(Role).find({ where: { id: In(roleIds), enterprise_id: ctx.enterpriseId }, order: { id: 'ASC' } }) : [];
    const org = view.org_id ? await this.db.getRepository(Organization).findOne({ where: { id: view.org_id, enterprise_id: ctx.enterpriseId } }) : null;
    // Roles held directly and through the position, by name.
    return { ...view, enterpriseName: enterprise.name, enterpriseCode: enterprise.code, isAdmin: ctx.isAdmin, orgName: org?.name ?? null, roleNames: roles.map((r) => r.name) };
  }

  async updateInfo(ctx: AuthContext, dto: UpdateInfoDto): Promise<UserView> {
    const user = await this.userService.active(ctx, ctx.userId);
    const { clear_mail: _clear, ...fields } = dto;
    const mail = mailOf(dto);
    const next: Partial<Pick<User, 'name' | 'phone' | 'mail' | 'wechat_no' | 'lang'>> = { ...fields, ...(mail === undefined ? {} : { mail }) };
    if (dto.phone && dto.phone !== user.phone) await this.userService.checkUnique(ctx.enterpriseId, undefined, dto.phone, user.id);
    const changes = (Object.keys(next) as Array<keyof typeof next>).filter((k) => next[k] !== undefined && next[k] !== user[k]);
    if (changes.length) {
      await this.db.transaction(async (m) => {
        await m.update(User, { id: user.id }, next);
        const remark = changes.map((k) => ({ key: 'common.audit.fieldChanged' as const, params: [k, user[k] ?? '', next[k] ?? ''] }));
        await this.audit.record(ctx, 'user', user.id, remark, m);
      });
    }
    return this.userService.detail(ctx, user.id);
  }
}

const IMPORT_COLUMNS = new Set(['account', 'roles']);

function parseRow(input: unknown): { account: string; roles: string[] } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new BusinessError('identity.errors.importRolesOnly', 422);
  const row = input as Record<string, unknown>;
  if (Object.keys(row).some((k) => !IMPORT_COLUMNS.has(k))) throw new BusinessError('identity.errors.importRolesOnly', 422);
  const account = typeof row.account === 'string' ? row.account.trim() : '';
  if (!account) throw new BusinessError('common.validation.required', 422, [{ key: 'identity.user.fields.account' }]);
  if (row.roles !== undefined && row.roles !== null && typeof row.roles !== 'string') throw new BusinessError('identity.errors.importRolesOnly', 422);
  return { account, roles: splitNames(row.roles ?? undefined) };
}

const splitNames = (text: string | undefined): string[] =>
  [...new Set((text ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean))];
