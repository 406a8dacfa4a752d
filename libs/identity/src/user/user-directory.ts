import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Lang } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { Role } from '../role/role.entity';
import { User } from './user.entity';

/** A person as other areas may know them: who, where in the organisation, and how to reach them. */
export interface DirectoryUser {
  id: number;
  account: string;
  name: string;
  org_id: number | null;
  position_id: number | null;
  phone: string | null;
  mail: string | null;
  /** The language their messages are written in. */
  lang: Lang;
}

/** Whom to reach: users by id, and everyone holding one of the roles, positions or organisations. */
export interface Audience {
  userIds?: readonly number[];
  roleIds?: readonly number[];
  positionIds?: readonly number[];
  orgIds?: readonly number[];
}

type Caller = Pick<AuthContext, 'enterpriseId'>;

/**
 * The user directory (ARCHITECTURE §2): what other areas may know about the people of an enterprise — alarm
 * escalation, notices, anything that addresses users — without reading identity's tables. Lists hold active users
 * (enabled, not deleted); a role reaches the users holding it directly and through their position, as it grants them
 * rights. `missing*` and `check*` answer whether ids a request names are users and roles of the enterprise.
 */
@Injectable()
export class UserDirectory {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Role) private readonly roles: Repository<Role>,
  ) {}

  byIds(enterpriseId: number, ids: readonly number[]): Promise<DirectoryUser[]> {
    return this.reach(enterpriseId, { userIds: ids });
  }

  byRoles(enterpriseId: number, roleIds: readonly number[]): Promise<DirectoryUser[]> {
    return this.reach(enterpriseId, { roleIds });
  }

  byPositions(enterpriseId: number, positionIds: readonly number[]): Promise<DirectoryUser[]> {
    return this.reach(enterpriseId, { positionIds });
  }

  byOrganizations(enterpriseId: number, orgIds: readonly number[]): Promise<DirectoryUser[]> {
    return this.reach(enterpriseId, { orgIds });
  }

  /** Every active user of the enterprise. */
  async all(enterpriseId: number): Promise<DirectoryUser[]> {
    return (await this.active(enterpriseId).getMany()).map(toEntry);
  }

  /** The active users named by id or holding one of the roles, positions or organisations, each once, by id. */
  async reach(enterpriseId: number, audience: Audience): Promise<DirectoryUser[]> {
    const [userIds, roleIds, positionIds, orgIds] = [audience.userIds, audience.roleIds, audience.positionIds, audience.orgIds].map((ids) => unique(ids ?? []));
    if (!userIds.length && !roleIds.length && !positionIds.length && !orgIds.length) return [];
    const qb = this.active(enterpriseId).andWhere(
      new Brackets((who) => {
        if (userIds.length) who.orWhere('u.id IN (:...userIds)', { userIds });
        if (roleIds.length) {
          who.orWhere('u.id IN (SELECT ur.user_id FROM user_role ur WHERE ur.role_id IN (:...roleIds))', { roleIds });
          who.orWhere('u.position_id IN (SELECT pr.position_id FROM position_role pr WHERE pr.role_id IN (:...roleIds))', { roleIds });
        }
        if (positionIds.length) who.orWhere('u.position_id IN (:...positionIds)', { positionIds });
        if (orgIds.length) who.orWhere('u.org_id IN (:...orgIds)', { orgIds });
      }),
    );
    return (await qb.getMany()).map(toEntry);
  }

  /** Those of `ids` that are not users of this enterprise (deleted users included: they are gone). */
  async missingUsers(enterpriseId: number, ids: readonly number[]): Promise<number[]> {
    const wanted = unique(ids);
    if (!wanted.length) return [];
    const found = await this.users.find({ select: { id: true }, where: { enterprise_id: enterpriseId, id: In(wanted), deleted_time: IsNull() } });
    const known = new Set(found.map((u) => u.id));
    return wanted.filter((id) => !known.has(id));
  }

  /** Those of `ids` that are not roles of this enterprise. */
  async missingRoles(enterpriseId: number, ids: readonly number[]): Promise<number[]> {
    const wanted = unique(ids);
    if (!wanted.length) return [];
    const found = await this.roles.find({ select: { id: true }, where: { enterprise_id: enterpriseId, id: In(wanted) } });
    const known = new Set(found.map((r) => r.id));
    return wanted.filter((id) => !known.has(id));
  }

  /** "Not found" unless every id is a user of the caller's enterprise; call before anything is written. */
  async checkUsers(ctx: Caller, ids: readonly number[] | undefined): Promise<void> {
    if (ids?.length && (await this.missingUsers(ctx.enterpriseId, ids)).length) throw BusinessError.notFound();
  }

  /** "Not found" unless every id is a role of the caller's enterprise; call before anything is written. */
  async checkRoles(ctx: Caller, ids: readonly number[] | undefined): Promise<void> {
    if (ids?.length && (await this.missingRoles(ctx.enterpriseId, ids)).length) throw BusinessError.notFound();
  }

  private active(enterpriseId: number): SelectQueryBuilder<User> {
    return this.users
      .createQueryBuilder('u')
      .where('u.enterprise_id = :enterpriseId', { enterpriseId })
      .andWhere('u.enabled = :enabled', { enabled: true })
      .andWhere('u.deleted_time IS NULL')
      .orderBy('u.id', 'ASC');
  }
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

const toEntry = (u: User): DirectoryUser => ({ id: u.id, account: u.account, name: u.name, org_id: u.org_id, position_id: u.position_id, phone: u.phone, mail: u.mail, lang: u.lang });
