import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { AuditService, JobHandler, Jobs, PlatformRole, SYSTEM_ACTOR_NAME, type Job } from '@gengyun/core';
import { IdentityClock } from '../session/clock';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';
import { ACCOUNT_RETENTION_MS } from './enterprise-state';
import { PlatformTenant } from './platform-tenant';
import { Registration } from '../user/registration.entity';
import { Session } from '../session/session.entity';
import { UserRole } from '../user/user-role.entity';
import { User } from '../user/user.entity';

const CHUNK = 500;

/**
 * SPEC §9 "account data kept 7 days after expiry": once a cancelled enterprise's expiry is 7 days old, its accounts
 * are deleted — users, their role links, sessions and self-registrations. The enterprise row stays (cancelled, with
 * `purge_time`), so its code is never reused. Runs daily on the `sweeps` queue; idempotent.
 */
@Injectable()
export class TenantPurgeService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TenantPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
    private readonly platform: PlatformTenant,
    private readonly audit: AuditService,
    private readonly clock: IdentityClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'tenant-purge', {}, { jobId: 'tenant-purge', repeat: { cron: '41 2 * * *' } });
  }

  @JobHandler('sweeps', 'tenant-purge')
  async sweep(_job: Job<'sweeps', 'tenant-purge'>): Promise<void> {
    const purged = await this.purgeExpired();
    for (const p of purged) this.logger.log(`deleted ${p.accounts} account(s) of cancelled enterprise ${p.code}`);
  }

  /** Purges every cancelled enterprise whose expiry is at least 7 days old; returns what was deleted. */
  async purgeExpired(): Promise<Array<{ enterpriseId: number; code: string; accounts: number }>> {
    const now = this.clock.now();
    const due = await this.db.getRepository(Enterprise).find({
      where: { status: EnterpriseStatus.cancelled, purge_time: IsNull(), expire_time: LessThanOrEqual(new Date(now.getTime() - ACCOUNT_RETENTION_MS)) },
      order: { id: 'ASC' },
    });
    const out: Array<{ enterpriseId: number; code: string; accounts: number }> = [];
    for (const enterprise of due) {
      const accounts = await this.purge(enterprise, now);
      if (accounts !== null) out.push({ enterpriseId: enterprise.id, code: enterprise.code, accounts });
    }
    return out;
  }

  /** Null when another process purged it first. */
  private async purge(enterprise: Enterprise, now: Date): Promise<number | null> {
    const auditEnterpriseId = (await this.platform.id()) ?? enterprise.id;
    return this.db.transaction(async (m) => {
      const claimed = await m.update(Enterprise, { id: enterprise.id, purge_time: IsNull() }, { purge_time: now, update_time: new Date() });
      if (!claimed.affected) return null;
      const userIds = (await m.find(User, { select: { id: true }, where: { enterprise_id: enterprise.id } })).map((u) => u.id);
      for (let i = 0; i < userIds.length; i += CHUNK) await m.delete(UserRole, { user_id: In(userIds.slice(i, i + CHUNK)) });
      await m.delete(Session, { enterprise_id: enterprise.id });
      await m.delete(Registration, { enterprise_id: enterprise.id });
      await m.delete(User, { enterprise_id: enterprise.id });
      await this.audit.record({ enterpriseId: auditEnterpriseId, userId: 0, name: SYSTEM_ACTOR_NAME }, 'tenant', enterprise.id, [
        { key: 'identity.audit.tenantPurged', params: [enterprise.name, userIds.length] },
      ], m);
      return userIds.length;
    });
  }
}
