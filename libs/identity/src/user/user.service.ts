import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { MAIL_PATTERN, type Page } from '@gengyun/contracts';
import { AuditService, BusinessError, DataScopes, findScoped, paginate, scoped, whereKeyword, type AuthContext, type RemarkPart } from '@gengyun/core';
import { Enterprise } from '../tenant/enterprise.entity';
import { Group } from '../org/group.entity';
import { Organization } from '../org/organization.entity';
import { checkNewPassword, hashPassword } from '../auth/password';
import { Position } from '../org/position.entity';
import { RoleService } from '../role/role.service';
import { SessionService } from '../session/session.service';
import type { AddUserDto, UpdateUserDto, UserPageDto } from './user.dto';
import { User } from './user.entity';

export type UserView = Omit<User, 'password_hash' | 'failed_count' | 'locked_until'> & { roleIds: number[]; locked: boolean };

const AUDITED: Array<keyof User> = ['account', 'name', 'job_no', 'phone', 'mail', 'wechat_no', 'org_id', 'group_id', 'position_id', 'is_external', 'is_paid', 'enabled', 'lang'];

@Injectable()
export class UserService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectRepository(Organization) private readonly orgs: Repository<Organization>,
    @InjectRepository(Group) private readonly groups: Repository<Group>,
    @InjectRepository(Position) private readonly positions: Repository<Position>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly roles: RoleService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly scopes: DataScopes,
  ) {}

  async pageList(ctx: AuthContext, dto: UserPageDto, deleted = false): Promise<Page<UserView>> {
    const qb = scoped(this.users.createQueryBuilder('u'), ctx)
      .andWhere(deleted ? 'u.deleted_time IS NOT NULL' : 'u.deleted_time IS NULL')
      .orderBy('u.id', 'ASC');
    if (dto.org_id) qb.andWhere('u.org_id = :org', { org: dto.org_id });
    if (dto.enabled !== undefined) qb.andWhere('u.enabled = :enabled', { enabled: dto.enabled });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['u.account', 'u.name', 'u.phone', 'u.mail', 'u.job_no']), dto);
    return { rows: await this.views(page.rows), total: page.total };
  }

  async detail(ctx: AuthContext, id: number): Promise<UserView> {
    return (await this.views([await this.active(ctx, id)]))[0];
  }

  async add(ctx: AuthContext, dto: AddUserDto): Promise<UserView> {
    checkNewPassword(dto.password);
    const mail = mailOf(dto) ?? null;
    await this.checkUnique(ctx.enterpriseId, dto.account, dto.phone, undefined, dto.job_no);
    await this.checkRefs(ctx, dto);
    const roles = await this.roles.ofEnterprise(ctx, dto.roleIds ?? []);
    if (dto.is_paid) await this.checkPaidQuota(ctx.enterpriseId);
    const password_hash = await hashPassword(dto.password);
    const user = await this.db.transaction(async (m) => {
      const saved = await m.save(
        m.create(User, {
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.userId || null,
          account: dto.account,
          password_hash,
          name: dto.name,
          job_no: dto.job_no ?? null,
          phone: dto.phone ?? null,
          mail,
          wechat_no: dto.wechat_no ?? null,
          org_id: dto.org_id ?? null,
          group_id: dto.group_id ?? null,
          position_id: dto.position_id ?? null,
          is_external: dto.is_external ?? false,
          is_paid: dto.is_paid ?? false,
          enabled: dto.enabled ?? true,
          lang: dto.lang ?? 'zh_CN',
          failed_count: 0,
          locked_until: null,
          deleted_time: null,
        }),
      );
      await this.roles.setUserRoles(saved.id, roles.map((r) => r.id), m);
      await this.audit.record(ctx, 'user', saved.id, [{ key: 'common.audit.created', params: [saved.account] }], m);
      return saved;
    });
    return this.detail(ctx, user.id);
  }

  async update(ctx: AuthContext, dto: UpdateUserDto): Promise<UserView> {
    const user = await this.active(ctx, dto.id);
    const mail = mailOf(dto);
    const account = dto.account ?? user.account;
    const phone = dto.phone ?? user.phone;
    const jobNo = dto.job_no ?? user.job_no;
    await this.checkUnique(
      ctx.enterpriseId,
      account !== user.account ? account : undefined,
      phone !== user.phone ? phone ?? undefined : undefined,
      user.id,
      jobNo !== user.job_no ? jobNo ?? undefined : undefined,
    );
    await this.checkRefs(ctx, dto);
    const roles = dto.roleIds ? await this.roles.ofEnterprise(ctx, dto.roleIds) : undefined;
    if (dto.is_paid && !user.is_paid) await this.checkPaidQuota(ctx.enterpriseId, user.id);
    const before = { ...user };
    const { id: _id, roleIds: _roles, clear_mail: _clear, ...fields } = dto;
    Object.assign(user, fields, mail === undefined ? {} : { mail });
    await this.db.transaction(async (m) => {
      await m.save(user);
      if (roles) await this.roles.setUserRoles(user.id, roles.map((r) => r.id), m);
      const changes: RemarkPart[] = AUDITED.filter((k) => before[k] !== user[k]).map((k) => ({
        key: 'common.audit.fieldChanged',
        params: [k, before[k] ?? '', user[k] ?? ''],
      }));
      if (roles) changes.push({ key: 'identity.audit.rolesChanged', params: [roles.map((r) => r.name).join(',')] });
      await this.audit.record(ctx, 'user', user.id, changes.length ? changes : [{ key: 'common.audit.updated', params: [user.account] }], m);
    });
    if (user.enabled === false && before.enabled) await this.sessions.revokeUser(user.id, 'userDisabled');
    else if (roles || before.position_id !== user.position_id) await this.scopes.changed(ctx.enterpriseId, [user.id]);
    return this.detail(ctx, user.id);
  }

  /** Soft delete: the row stays (listed under deleted users, restorable); sessions end. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    if (id === ctx.userId) throw new BusinessError('identity.errors.cannotDeleteSelf', 422);
    const user = await this.active(ctx, id);
    await this.db.transaction(async (m) => {
      await m.update(User, { id }, { deleted_time: new Date() });
      await this.audit.record(ctx, 'user', id, [{ key: 'common.audit.deleted', params: [user.account] }], m);
    });
    await this.sessions.revokeUser(id, 'userDeleted');
  }

  /** A user of the caller's enterprise that is not deleted, or "not found". */
  async active(ctx: AuthContext, id: number): Promise<User> {
    const user = await findScoped(this.users, ctx, id, {}, 'u');
    if (user.deleted_time) throw BusinessError.notFound();
    return user;
  }

  /** id → name (else account) of users of an enterprise, deleted ones included: other areas name who handled a row. */
  async names(enterpriseId: number, ids: ReadonlyArray<number | null | undefined>): Promise<Map<number, string>> {
    const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!unique.length) return new Map();
    const rows = await this.users.find({ select: { id: true, name: true, account: true }, where: { enterprise_id: enterpriseId, id: In(unique) } });
    return new Map(rows.map((u) => [u.id, u.name || u.account]));
  }

  async views(users: User[]): Promise<UserView[]> {
    const roleIds = await this.roles.roleIdsOf(users.map((u) => u.id));
    const now = new Date();
    return users.map(({ password_hash: _p, failed_count: _f, locked_until, ...rest }) => ({
      ...rest,
      roleIds: roleIds.get(rest.id) ?? [],
      locked: !!locked_until && locked_until > now,
    }));
  }

  /**
   * Account and job number unique per enterprise (deleted users keep theirs, so a restore never clashes); phone unique
   * among users that are not deleted, in every enterprise.
   */
  async checkUnique(enterpriseId: number, account?: string, phone?: string, selfId?: number, jobNo?: string): Promise<void> {
    const notSelf = selfId ? { id: Not(selfId) } : {};
    if (account && (await this.users.exist({ where: { enterprise_id: enterpriseId, account, ...notSelf } }))) {
      throw BusinessError.conflict('identity.errors.accountRegistered');
    }
    if (jobNo && (await this.users.exist({ where: { enterprise_id: enterpriseId, job_no: jobNo, ...notSelf } }))) {
      throw BusinessError.conflict('identity.errors.accountRegistered');
    }
    if (phone && (await this.users.exist({ where: { phone, deleted_time: IsNull(), ...notSelf } }))) {
      throw BusinessError.conflict('identity.errors.phoneRegistered');
    }
  }

  /** Paid (charging) users may not exceed the enterprise's limit. */
  async checkPaidQuota(enterpriseId: number, exceptUserId?: number): Promise<void> {
    const enterprise = await this.enterprises.findOneByOrFail({ id: enterpriseId });
    if (enterprise.paid_user_limit === null) return;
    const paid = await this.users.count({
      where: { enterprise_id: enterpriseId, is_paid: true, deleted_time: IsNull(), ...(exceptUserId ? { id: Not(exceptUserId) } : {}) },
    });
    if (paid >= enterprise.paid_user_limit) throw BusinessError.conflict('identity.errors.paidQuota');
  }

  private async checkRefs(ctx: AuthContext, dto: { org_id?: number; group_id?: number; position_id?: number }): Promise<void> {
    if (dto.org_id) await findScoped(this.orgs, ctx, dto.org_id);
    if (dto.group_id) await findScoped(this.groups, ctx, dto.group_id);
    if (dto.position_id) await findScoped(this.positions, ctx, dto.position_id);
  }
}

/**
 * The mail address a body sets: trimmed, `null` when it asks to clear it, undefined when it leaves it alone; "mail
 * format error" (SPEC's "… format error" style) when it is not one.
 */
export function mailOf(dto: { mail?: string; clear_mail?: boolean }): string | null | undefined {
  if (dto.clear_mail) return null;
  if (dto.mail === undefined) return undefined;
  const mail = dto.mail.trim();
  if (!MAIL_PATTERN.test(mail)) throw new BusinessError('identity.errors.mailFormat', 422, [], { fields: { mail: 'matches' } });
  return mail;
}
