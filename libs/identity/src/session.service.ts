import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import { AppConfig, EventBus, type AuthContext, type SessionResolver } from '@gengyun/core';
import { AccessService } from './access.service';
import { IdentityClock } from './clock';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Opaque random tokens, stored as sha256 with an expiry; revocation takes effect on the next request. */
@Injectable()
export class SessionService implements SessionResolver {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    private readonly access: AccessService,
    private readonly clock: IdentityClock,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  async issue(user: Pick<User, 'id' | 'enterprise_id'>, client: string, ip?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.sessions.insert({
      enterprise_id: user.enterprise_id,
      user_id: user.id,
      token_hash: hashToken(token),
      client,
      ip: ip?.slice(0, 64) ?? null,
      create_time: now,
      expires_at: new Date(now.getTime() + this.config.sessionTtlMs),
      revoked_time: null,
    });
    return token;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (token.length > 100) return null;
    const session = await this.sessions.findOne({
      where: { token_hash: hashToken(token), revoked_time: IsNull(), expires_at: MoreThan(this.clock.now()) },
    });
    if (!session) return null;
    const user = await this.users.findOne({ where: { id: session.user_id, deleted_time: IsNull(), enabled: true } });
    if (!user) return null;
    const enterprise = await this.enterprises.findOne({ where: { id: user.enterprise_id } });
    if (enterprise?.status !== EnterpriseStatus.normal) return null;
    return this.access.context(user, session.id);
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.update({ id: sessionId, revoked_time: IsNull() }, { revoked_time: this.clock.now() });
  }

  /** Revokes every open session of the user, except one (the caller's own, on a password change). */
  async revokeUser(userId: number, exceptSessionId?: number): Promise<void> {
    const where = { user_id: userId, revoked_time: IsNull(), ...(exceptSessionId ? { id: Not(exceptSessionId) } : {}) };
    await this.sessions.update(where, { revoked_time: this.clock.now() });
  }

  /**
   * Revokes every open session of an enterprise (locked or cancelled): marked revoked at once, so HTTP answers 402,
   * and `session.revoked` is emitted per session so its sockets close. Returns how many were revoked.
   */
  async revokeEnterprise(enterpriseId: number, reason: string): Promise<number> {
    const now = this.clock.now();
    const open = await this.sessions.find({ select: { id: true, user_id: true }, where: { enterprise_id: enterpriseId, revoked_time: IsNull(), expires_at: MoreThan(now) } });
    if (!open.length) return 0;
    for (let i = 0; i < open.length; i += 500) {
      await this.sessions.update({ id: In(open.slice(i, i + 500).map((s) => s.id)), revoked_time: IsNull() }, { revoked_time: now });
    }
    for (const session of open) this.bus.emit('session.revoked', { enterpriseId, userId: session.user_id, sessionId: session.id, reason });
    return open.length;
  }
}
