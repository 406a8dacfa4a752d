import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import type { Lang, PermissionCode } from '@gengyun/contracts';
import { DataScopes, holdsAny, type AuthContext } from '@gengyun/core';
import { AccessService } from '../session/access.service';
import { User } from './user.entity';

/** A user as someone who may be told about an object: their language, and what they may see (`inScope` reads it). */
export interface PermissionHolder extends Pick<AuthContext, 'isAdmin' | 'scopes'> {
  id: number;
  lang: Lang;
}

/**
 * Who holds a permission (ARCHITECTURE §2, the user directory's companion): the active users whose roles grant it,
 * each with their data scope widened as their sessions would have it, so that an area addressing "the dispatchers
 * of this order" applies the one data scope with `inScope` — the same answer its lists give those users.
 */
@Injectable()
export class PermissionHolders {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly access: AccessService,
    private readonly scopes: DataScopes,
  ) {}

  async of(enterpriseId: number, permission: PermissionCode): Promise<PermissionHolder[]> {
    const users = await this.users.find({
      select: { id: true, enterprise_id: true, position_id: true, lang: true },
      where: { enterprise_id: enterpriseId, enabled: true, deleted_time: IsNull() },
      order: { id: 'ASC' },
    });
    const version = await this.scopes.version(enterpriseId);
    const holders: PermissionHolder[] = [];
    for (const user of users) {
      const rights = await this.access.rights(user);
      if (!holdsAny(rights, permission)) continue;
      holders.push({ id: user.id, lang: user.lang, isAdmin: rights.isAdmin, scopes: await this.scopes.expand(enterpriseId, version, rights.scopes) });
    }
    return holders;
  }

  /** The languages of active users of the enterprise (others are left out). */
  async languages(enterpriseId: number, ids: readonly number[]): Promise<Array<{ id: number; lang: Lang }>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    return this.users.find({ select: { id: true, lang: true }, where: { enterprise_id: enterpriseId, id: In(wanted), enabled: true, deleted_time: IsNull() }, order: { id: 'ASC' } });
  }
}
