import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@gengyun/identity';
import type { AlarmRule } from '../rule/alarm-rule.entity';
import type { ChannelConfig } from '../channel/channel-config.entity';
import { splitIds, splitList } from '../lists';

export interface Recipients {
  phones: string[];
  mails: string[];
}

/**
 * Who an escalation step goes to: the rule's recipients, or the enterprise defaults when the rule names none.
 * Users (by id, or holding one of the roles) contribute their contacts from identity's user directory; extra phones
 * and mail addresses are added as written.
 */
@Injectable()
export class EscalationRecipients {
  constructor(private readonly directory: UserDirectory) {}

  async resolve(enterpriseId: number, rule: AlarmRule | null, config: ChannelConfig): Promise<Recipients> {
    const own = rule && [rule.notify_user_ids, rule.notify_role_ids, rule.notify_phones, rule.notify_mails].some((v) => splitList(v).length);
    const source = own
      ? { users: rule.notify_user_ids, roles: rule.notify_role_ids, phones: rule.notify_phones, mails: rule.notify_mails }
      : { users: config.default_user_ids, roles: config.default_role_ids, phones: config.default_phones, mails: config.default_mails };
    const users = await this.directory.reach(enterpriseId, { userIds: splitIds(source.users), roleIds: splitIds(source.roles) });
    const contacts = (pick: (u: (typeof users)[number]) => string | null) => users.map(pick).filter((v): v is string => !!v);
    return {
      phones: [...new Set([...contacts((u) => u.phone), ...splitList(source.phones)])],
      mails: [...new Set([...contacts((u) => u.mail), ...splitList(source.mails)].map((m) => m.toLowerCase()))],
    };
  }
}
