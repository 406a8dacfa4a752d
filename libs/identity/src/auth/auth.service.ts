import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, AuditService, BusinessError, Settings, type AuthContext } from '@gengyun/core';
import type { LoginAnswer } from '@gengyun/contracts';
import type { ChangePasswordDto, LoginDto } from './auth.dto';
import { IdentityClock } from '../session/clock';
import { Enterprise, EnterpriseStatus } from '../tenant/enterprise.entity';
import { checkNewPassword, hashPassword, verifyNothing, verifyPassword } from './password';
import { SessionService } from '../session/session.service';
import { User } from '../user/user.entity';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60_000;

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly clock: IdentityClock,
    private readonly config: AppConfig,
    private readonly settings: Settings,
  ) {}

  /**
   * Account or phone plus password; 5 failures in a row lock the account in its enterprise for 15 minutes. A name
   * held in several enterprises needs the enterprise code: a guess that named none would count against, and lock,
   * that name in every enterprise (and cost one password hash per enterprise).
   */
  async login(dto: LoginDto, ip?: string): Promise<LoginAnswer> {
    const candidates = await this.candidates(dto.account, dto.enterpriseCode);
    if (!candidates.length) {
      await verifyNothing(dto.password);
      throw wrongCredentials();
    }
    if (new Set(candidates.map((u) => u.enterprise_id)).size > 1) throw new BusinessError('identity.errors.enterpriseCodeRequired', 422);
    const now = this.clock.now();
    const isLocked = (u: User): boolean => !!u.locked_until && u.locked_until > now;
    let match: User | undefined;
    for (const user of candidates) {
      if (await verifyPassword(user.password_hash, dto.password)) {
        match = user;
        break;
      }
    }
    if (!match) {
      const open = candidates.filter((u) => !isLocked(u));
      let lockedNow = false;
      for (const user of open) lockedNow = (await this.countFailure(user, now)) || lockedNow;
      if (lockedNow || !open.length) throw accountLocked();
      throw wrongCredentials();
    }
    if (isLocked(match)) throw accountLocked();
    if (!match.enabled) throw new BusinessError('identity.errors.accountDisabled', 403);
    const enterprise = await this.enterprise(match.enterprise_id);
    if (match.failed_count || match.locked_until) await this.users.update(match.id, { failed_count: 0, locked_until: null });
    return this.answer(match, enterprise, await this.sessions.issue(match, 'web', ip));
  }

  /** A valid session of a companion client (the caller) is exchanged for a new web session. */
  async handOff(ctx: AuthContext, ip?: string): Promise<LoginAnswer> {
    const user = await this.users.findOneOrFail({ where: { id: ctx.userId } });
    const enterprise = await this.enterprise(user.enterprise_id);
    return this.answer(user, enterprise, await this.sessions.issue(user, 'web', ip));
  }

  logout(ctx: AuthContext): Promise<void> {
    return this.sessions.revoke(ctx.sessionId);
  }

  /** Checks the old password; every other session of the user is revoked. */
  async changePassword(ctx: AuthContext, dto: ChangePasswordDto): Promise<void> {
    const user = await this.users.findOneOrFail({ where: { id: ctx.userId } });
    if (!(await verifyPassword(user.password_hash, dto.oldPassword))) throw new BusinessError('identity.errors.oldPasswordWrong', 422);
    checkNewPassword(dto.password, dto.confirmPassword);
    await this.users.update(user.id, { password_hash: await hashPassword(dto.password) });
    await this.sessions.revokeUser(user.id, 'passwordChanged', ctx.sessionId);
    await this.audit.record(ctx, 'user', user.id, [{ key: 'identity.audit.passwordChanged' }]);
  }

  private async candidates(account: string, enterpriseCode?: string): Promise<User[]> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.deleted_time IS NULL')
      .andWhere('(u.account = :account OR u.phone = :account)', { account })
      .orderBy('u.id', 'ASC')
      .take(10);
    if (enterpriseCode) {
      const enterprise = await this.enterprises.findOne({ where: { code: enterpriseCode } });
      if (!enterprise) return [];
      qb.andWhere('u.enterprise_id = :eid', { eid: enterprise.id });
    }
    return qb.getMany();
  }

  /** Returns true when this failure locked the account. */
  private async countFailure(user: User, now: Date): Promise<boolean> {
    const failed = user.locked_until ? 1 : user.failed_count + 1; // an expired lock starts a new count
    if (failed < MAX_FAILED_LOGINS) {
      await this.users.update(user.id, { failed_count: failed, locked_until: null });
      return false;
    }
    await this.users.update(user.id, { failed_count: 0, locked_until: new Date(now.getTime() + LOCKOUT_MS) });
    await this.audit.record({ enterpriseId: user.enterprise_id, userId: user.id, name: user.name }, 'user', user.id, [
      { key: 'identity.audit.accountLocked' },
    ]);
    return true;
  }

  private async enterprise(id: number): Promise<Enterprise> {
    const enterprise = await this.enterprises.findOne({ where: { id } });
    if (!enterprise) throw new BusinessError('identity.errors.noEnterprise', 403);
    if (enterprise.status !== EnterpriseStatus.normal) throw new BusinessError('identity.errors.enterpriseLockedOrCancelled', 403);
    return enterprise;
  }

  private async answer(user: User, enterprise: Enterprise, token: string): Promise<LoginAnswer> {
    return {
      token,
      userId: user.id,
      name: user.name,
      account: user.account,
      lang: user.lang,
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      timeZone: this.config.timeZone,
      defaultTheme: await this.settings.get(enterprise.id, 'site.defaultTheme'),
      online: true,
      count: 0,
    };
  }
}

const wrongCredentials = (): BusinessError => new BusinessError('identity.errors.wrongCredentials', 401);
const accountLocked = (): BusinessError => new BusinessError('identity.errors.accountLocked', 423);
