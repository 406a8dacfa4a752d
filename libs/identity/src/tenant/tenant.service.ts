import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AppConfig, AuditService, BusinessError, paginate, whereKeyword, type AuditEntry, type AuthContext } from '@gengyun/core';
import { IdentityClock } from '../session/clock';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';
import { nextStatus, purgeAfter, type TenantAction } from './enterprise-state';
import { checkNewPassword, hashPassword } from '../auth/password';
import { PlatformTenant } from './platform-tenant';
import { SessionService } from '../session/session.service';
import type { AddTenantDto, PaidUserLimitDto, TenantLogsDto, TenantPageDto } from './tenant.dto';
import { TenantSetupService } from './tenant-setup.service';
import { User } from '../user/user.entity';

export type EnterpriseRow = Pick<Enterprise, 'id' | 'code' | 'name' | 'status' | 'paid_user_limit' | 'expire_time' | 'purge_time' | 'create_time' | 'update_time'>;

export interface TenantView extends EnterpriseRow {
  /** Users that are not deleted, and how many of them are paid users. */
  user_count: number;
  paid_user_count: number;
  /** When the accounts of a cancelled enterprise are (or were) deleted. */
  purge_after: Date | null;
  /** The platform operator's own enterprise: never locked or cancelled. */
  platform: boolean;
}

/** Why sessions end, as `session.revoked` carries it. */
const REVOKE_REASON = { lock: 'enterpriseLocked', cancel: 'enterpriseCancelled' } as const;

/**
 * Tenant administration by the platform operator: enterprises listed with their user counts, created with a first
 * administrator, locked, unlocked and cancelled (sessions end at once), and their paid-user limit set.
 */
@Injectable()
export class TenantService {
  constructor(
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly setup: TenantSetupService,
    private readonly sessions: SessionService,
    private readonly platform: PlatformTenant,
    private readonly audit: AuditService,
    private readonly clock: IdentityClock,
    private readonly config: AppConfig,
  ) {}

  async pageList(dto: TenantPageDto): Promise<Page<TenantView>> {
    const qb = this.enterprises.createQueryBuilder('e').orderBy('e.id', 'ASC');
    if (dto.status) qb.andWhere('e.status = :status', { status: dto.status });
    const page = await paginate(whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['e.code', 'e.name']), dto);
    return { rows: await this.views(page.rows), total: page.total };
  }

  async detail(id: number): Promise<TenantView> {
    return (await this.views([await this.get(id)]))[0];
  }

  async create(ctx: AuthContext, dto: AddTenantDto): Promise<TenantView> {
    checkNewPassword(dto.password);
    const admin = { account: dto.account, name: dto.admin_name, phone: dto.phone, jobNo: dto.job_no ?? null, passwordHash: await hashPassword(dto.password) };
    const { enterprise } = await this.setup.create(ctx, { code: dto.code, name: dto.name, paidUserLimit: dto.paid_user_limit ?? null, admin });
    return this.detail(enterprise.id);
  }

  lock(ctx: AuthContext, id: number): Promise<TenantView> {
    return this.transition(ctx, id, 'lock');
  }

  unlock(ctx: AuthContext, id: number): Promise<TenantView> {
    return this.transition(ctx, id, 'unlock');
  }

  /** Cancelled at once (its account expires now); its accounts are deleted 7 days later by the purge sweep. */
  cancel(ctx: AuthContext, id: number): Promise<TenantView> {
    return this.transition(ctx, id, 'cancel');
  }

  /** Null is unlimited; never below the paid users the enterprise already has. */
  async setPaidUserLimit(ctx: AuthContext, dto: PaidUserLimitDto): Promise<TenantView> {
    const row = await this.get(dto.id);
    if (row.status === EnterpriseStatus.cancelled) throw BusinessError.conflict('identity.errors.tenantCancelled');
    const limit = dto.paid_user_limit ?? null;
    if (limit !== null) {
      const paid = await this.users.count({ where: { enterprise_id: row.id, is_paid: true, deleted_time: IsNull() } });
      if (paid > limit) throw BusinessError.conflict('identity.errors.paidLimitBelowCount', [paid]);
    }
    const before = row.paid_user_limit;
    await this.db.transaction(async (m) => {
      await m.update(Enterprise, { id: row.id }, { paid_user_limit: limit, update_time: new Date() });
      await this.audit.record(ctx, 'tenant', row.id, [{ key: 'identity.audit.tenantPaidLimit', params: [row.name, before ?? '-', limit ?? '-'] }], m);
    });
    return this.detail(row.id);
  }

  logs(ctx: AuthContext, dto: TenantLogsDto): Promise<Page<AuditEntry>> {
    return this.audit.read(ctx, 'tenant', dto.id, dto);
  }

  private async transition(ctx: AuthContext, id: number, action: TenantAction): Promise<TenantView> {
    const row = await this.get(id);
    if (action !== 'unlock' && (await this.platform.is(row.id))) throw new BusinessError('identity.errors.platformEnterprise', 422);
    const next = nextStatus(row.status, action);
    if ('refusal' in next) throw BusinessError.conflict(next.refusal);
    const now = this.clock.now();
    const patch = { status: next.status, update_time: new Date(), ...(action === 'cancel' ? { expire_time: now } : {}) };
    // Only from the state read above: of two operators acting at once, the second is told to reload.
    const moved = await this.enterprises.update({ id: row.id, status: row.status }, patch);
    if (!moved.affected) throw BusinessError.conflict('common.errors.staleData');
    const revoked = action === 'unlock' ? 0 : await this.sessions.revokeEnterprise(row.id, REVOKE_REASON[action]);
    await this.audit.record(ctx, 'tenant', row.id, [this.remark(action, row.name, revoked, now)]);
    return this.detail(row.id);
  }

  private remark(action: TenantAction, name: string, revoked: number, now: Date) {
    switch (action) {
      case 'lock':
        return { key: 'identity.audit.tenantLocked' as const, params: [name, revoked] };
      case 'unlock':
        return { key: 'identity.audit.tenantUnlocked' as const, params: [name] };
      case 'cancel':
        return { key: 'identity.audit.tenantCancelled' as const, params: [name, revoked, this.format(purgeAfter(now))] };
    }
  }

  private async get(id: number): Promise<Enterprise> {
    const row = await this.enterprises.findOne({ where: { id } });
    if (!row) throw BusinessError.notFound();
    return row;
  }

  private async views(rows: Enterprise[]): Promise<TenantView[]> {
    const counts = new Map<number, { total: number; paid: number }>();
    if (rows.length) {
      const raw = await this.users
        .createQueryBuilder('u')
        .select('u.enterprise_id', 'enterprise_id')
        .addSelect('COUNT(*)', 'total')
        .addSelect('SUM(CASE WHEN u.is_paid = :paid THEN 1 ELSE 0 END)', 'paid')
        .where({ enterprise_id: In(rows.map((r) => r.id)), deleted_time: IsNull() })
        .setParameter('paid', true)
        .groupBy('u.enterprise_id')
        .getRawMany<{ enterprise_id: number | string; total: number | string; paid: number | string | null }>();
      for (const r of raw) counts.set(Number(r.enterprise_id), { total: Number(r.total), paid: Number(r.paid ?? 0) });
    }
    const platformId = await this.platform.id();
    return rows.map((row) => ({
      ...row,
      user_count: counts.get(row.id)?.total ?? 0,
      paid_user_count: counts.get(row.id)?.paid ?? 0,
      purge_after: row.status === EnterpriseStatus.cancelled && row.expire_time ? purgeAfter(row.expire_time) : null,
      platform: row.id === platformId,
    }));
  }

  /** A date in the deployment's time zone, as the audit text shows it (yyyy-MM-dd HH:mm). */
  private format(date: Date): string {
    return new Intl.DateTimeFormat('sv-SE', { timeZone: this.config.timeZone, dateStyle: 'short', timeStyle: 'short' }).format(date);
  }
}
