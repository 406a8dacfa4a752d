import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AlarmRule } from '../rule/alarm-rule.entity';
import type { ChannelConfig } from '../channel/channel-config.entity';
import { splitIds, splitList } from '../lists';

export interface Recipients {
  phones: string[];
  mails: string[];
}

/**
 * Who an escalation step goes to: the rule's recipients, or the enterprise defaults when the rule names none.
 * Users (by id or by role) contribute their phone; extra phones and mail addresses are added as written.
 * Reads the identity area's `user` and `user_role` tables by name, as the notice audience does.
 */
@Injectable()
export class EscalationRecipients {
  constructor(private readonly dataSource: DataSource) {}

  async resolve(enterpriseId: number, rule: AlarmRule | null, config: ChannelConfig): Promise<Recipients> {
    const own = rule && [rule.notify_user_ids, rule.notify_role_ids, rule.notify_phones, rule.notify_mails].some((v) => splitList(v).length);
    const source = own
      ? { users: rule.notify_user_ids, roles: rule.notify_role_ids, phones: rule.notify_phones, mails: rule.notify_mails }
      : { users: config.default_user_ids, roles: config.default_role_ids, phones: config.default_phones, mails: config.default_mails };
    const userPhones = await this.phonesOf(enterpriseId, splitIds(source.users), splitIds(source.roles));
    return {
      phones: [...new Set([...userPhones, ...splitList(source.phones)])],
      mails: [...new Set(splitList(source.mails).map((m) => m.toLowerCase()))],
    };
  }

  private async phonesOf(enterpriseId: number, userIds: number[], roleIds: number[]): Promise<string[]> {
    if (!userIds.length && !roleIds.length) return [];
    const qb = this.dataSource
      .createQueryBuilder()
      .select('DISTINCT u.phone', 'phone')
      .from('user', 'u')
      .where('u.enterprise_id = :enterpriseId', { enterpriseId })
      .andWhere('u.enabled = :enabled', { enabled: true })
      .andWhere('u.deleted_time IS NULL')
      .andWhere('u.phone IS NOT NULL');
    const who: string[] = [];
    if (userIds.length) who.push('u.id IN (:...userIds)');
    if (roleIds.length) who.push('u.id IN (SELECT ur.user_id FROM user_role ur WHERE ur.role_id IN (:...roleIds))');
    qb.andWhere(`(${who.join(' OR ')})`, { userIds, roleIds });
    const rows = await qb.getRawMany<{ phone: string }>();
    return rows.map((r) => r.phone).filter(Boolean);
  }
}
