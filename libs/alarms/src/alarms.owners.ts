import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, BusinessError, findScoped } from '@gengyun/core';
import { ALARM_SCOPE, Alarm } from './alarm/alarm.entity';
import { ALARM_BUSINESS_NO } from './alarm/alarm-lifecycle.service';
import { AlarmRule } from './rule/alarm-rule.entity';
import { ALARM_RULE_BUSINESS_NO } from './rule/alarm-rule.service';
import { MESSAGE_CONFIG_BUSINESS_NO } from './channel/channel-config.service';

/**
 * Who may read the change logs of alarms and alarm rules (their list permission, the object in the caller's
 * enterprise and data scope) and of the enterprise's message configuration (logged under the enterprise's id).
 */
@Injectable()
export class AlarmsOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
  ) {}

  onModuleInit(): void {
    this.audit.register(ALARM_BUSINESS_NO, { permissions: [P.alarm.list], check: async (ctx, id) => void (await findScoped(this.alarms, ctx, id, ALARM_SCOPE)) });
    this.audit.register(ALARM_RULE_BUSINESS_NO, {
      permissions: [P.alarmRule.list, P.alarmRule.edit],
      check: async (ctx, id) => void (await findScoped(this.rules, ctx, id, ALARM_SCOPE)),
    });
    this.audit.register(MESSAGE_CONFIG_BUSINESS_NO, {
      permissions: [P.messageConfig.view, P.messageConfig.edit],
      check: (ctx, id) => (id === ctx.enterpriseId ? Promise.resolve() : Promise.reject(BusinessError.notFound())),
    });
  }
}
