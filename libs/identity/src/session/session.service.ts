import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, type FindOptionsWhere, type Repository } from 'typeorm';
import { AppConfig, DataScopes, EventBus, type AuthContext, type SessionResolver } from '@gengyun/core';
import { AccessService } from './access.service';
import { IdentityClock } from './clock';
import { Enterprise, EnterpriseStatus } from '../tenant/enterprise.entity';
import { Session } from './session.entity';
import { User } from '../user/user.entity';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Why a session ended, as its sockets are told (`session.revoked`). */
export type RevokeReason = 'logout' | 'passwordChanged' | 'passwordReset' | 'userDisabled' | 'userDeleted' | 'enterpriseLocked' | 'enterpriseCancelled';

type Rights = Pick<AuthContext, 'isAdmin' | 'permissions' | 'scopes'>;

/** Resolved rights kept per user, position and enterprise access version. */
const MAX_CACHED_RIGHTS = 10_000;
/** Sessions revoked per statement (an enterprise may have thousands open). */
const REVOKE_CHUNK = 500;

/**
 * Opaque random tokens, stored as sha256 with an expiry. Revocation takes effect on the next request and closes the
 * session's sockets. A user's rights (roles, permissions, expanded data scopes) are resolved once and kept until the
 * enterprise's access version moves (roles, grants, who holds them, the location and type trees) or the user's
 * position changes.
 */
@Injectable()
export class SessionService implements SessionResolver {
  private readonly rights = new Map<string, Promise<Rights>>();

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly access: AccessService,
    private readonly clock: IdentityClock,
    private readonly config: AppConfig,
    private readonly scopes: DataScopes,
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
    // Every request comes through here: the open session, its enabled user and their enterprise in normal status are one read.
    const { entities, raw } = await this.users
      .createQueryBuilder('u')
      .innerJoin(Session, 's', 's.user_id = u.id')
      .innerJoin(Enterprise, 'e', 'e.id = u.enterprise_id')
      .addSelect('s.id', 'session_id')
      .where('s.token_hash = :hash AND s.revoked_time IS NULL AND s.expires_at > :now', { hash: hashToken(token), now: this.clock.now() })
      .andWhere('u.deleted_time IS NULL AND u.enabled = :enabled AND e.status = :normal', { enabled: true, normal: EnterpriseStatus.normal })
      .getRawAndEntities<{ session_id: number | string }>();
    const user = entities[0];
    if (!user || !raw[0]) return null;
    const session = { id: Number(raw[0].session_id) };
    const version = await this.scopes.version(user.enterprise_id);
    const key = `${user.id}:${user.position_id ?? ''}:${version}`;
    let rights = this.rights.get(key);
    if (!rights) {
      if (this.rights.size >= MAX_CACHED_RIGHTS) this.rights.delete(this.rights.keys().next().value as string);
      rights = this.rightsOf(user, version);
      this.rights.set(key, rights);
      rights.catch(() => this.rights.delete(key));
    }
    return { sessionId: session.id, userId: user.id, enterpriseId: user.enterprise_id, account: user.account, name: user.name, lang: user.lang, ...(await rights) };
  }

  async revoke(sessionId: number, reason: RevokeReason = 'logout'): Promise<void> {
    await this.revokeWhere({ id: sessionId }, reason);
  }

  /** Revokes every open session of the user, except one (the caller's own, on a password change). */
  async revokeUser(userId: number, reason: RevokeReason, exceptSessionId?: number): Promise<void> {
    await this.revokeWhere({ user_id: userId, ...(exceptSessionId ? { id: Not(exceptSessionId) } : {}) }, reason);
  }

  /** Revokes every open session of an enterprise (locked or cancelled); answers how many. */
  revokeEnterprise(enterpriseId: number, reason: RevokeReason): Promise<number> {
    return this.revokeWhere({ enterprise_id: enterpriseId }, reason);
  }

  private async rightsOf(user: User, version: number): Promise<Rights> {
    const rights = await this.access.rights(user);
    return { ...rights, scopes: await this.scopes.expand(user.enterprise_id, version, rights.scopes) };
  }

  /** Marks the open sessions revoked, then tells their sockets (closed on every api process). */
  private async revokeWhere(where: FindOptionsWhere<Session>, reason: RevokeReason): Promise<number> {
    const now = this.clock.now();
    const open = await this.sessions.find({ where: { ...where, revoked_time: IsNull(), expires_at: MoreThan(now) }, select: { id: true, user_id: true, enterprise_id: true } });
    for (let i = 0; i < open.length; i += REVOKE_CHUNK) {
      await this.sessions.update({ id: In(open.slice(i, i + REVOKE_CHUNK).map((s) => s.id)), revoked_time: IsNull() }, { revoked_time: now });
    }
    for (const s of open) this.bus.emit('session.revoked', { enterpriseId: s.enterprise_id, userId: s.user_id, sessionId: s.id, reason });
    return open.length;
  }

}
