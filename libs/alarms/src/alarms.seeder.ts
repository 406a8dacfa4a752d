import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SeedContext, Seeder } from '@gengyun/core';
import { AlarmRule } from './rule/alarm-rule.entity';
import { ChannelConfig } from './channel/channel-config.entity';
import { DEFAULT_SMS_TEMPLATE } from './channel/channel-config.service';
import { AlarmRuleCache } from './rule/alarm-rule-cache';

/** Demo rules by meter type (they apply to every demo meter of the type), whichever meters exist. */
const DEMO_RULES: Array<Partial<AlarmRule> & Pick<AlarmRule, 'name' | 'meter_type' | 'quantity' | 'condition' | 'severity'>> = [
  { name: '瞬时流量过高', meter_type: 'flowmeter', quantity: 'instant_flow', condition: 'high', threshold: 1500, deadband: 50, duration_seconds: 10, severity: 3 },
  { name: '管网压力过低', meter_type: 'flowmeter', quantity: 'pressure', condition: 'lowLow', threshold: 0.1, deadband: 0.02, repeat_count: 3, severity: 4 },
  { name: 'pH 超标', meter_type: 'water', quantity: 'ph', condition: 'high', threshold: 9, deadband: 0.2, severity: 3 },
  { name: 'COD 超标', meter_type: 'water', quantity: 'cod', condition: 'highHigh', threshold: 500, deadband: 20, duration_seconds: 60, severity: 5 },
  { name: 'PM2.5 突增', meter_type: 'pm', quantity: 'pm25', condition: 'rate', threshold: 50, deadband: 10, rate_unit: 'minute', severity: 2 },
  { name: '电表无数据', meter_type: 'power', quantity: null, condition: 'noData', no_data_seconds: 600, severity: 2 },
];

/** `AlarmSeeder`: demo rules and the demo enterprise's message configuration. Idempotent. */
@Injectable()
export class AlarmSeeder implements Seeder {
  constructor(
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
    @InjectRepository(ChannelConfig) private readonly configs: Repository<ChannelConfig>,
    private readonly cache: AlarmRuleCache,
  ) {}

  async seed(ctx: SeedContext): Promise<void> {
    for (const spec of DEMO_RULES) {
      if (await this.rules.exist({ where: { enterprise_id: ctx.enterpriseId, name: spec.name } })) continue;
      await this.rules.save(
        this.rules.create({
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.adminUserId,
          meter_id: null,
          threshold: null,
          deadband: 0,
          rate_unit: null,
          duration_seconds: 0,
          repeat_count: 1,
          no_data_seconds: null,
          enabled: true,
          enabled_at: Date.now(),
          notify_sms: true,
          notify_mail: false,
          notify_user_ids: null,
          notify_role_ids: null,
          notify_phones: null,
          notify_mails: null,
          sms_intervals: null,
          interval_unit: 'second',
          remark: null,
          ...spec,
        }),
      );
    }
    if (!(await this.configs.exist({ where: { enterprise_id: ctx.enterpriseId } }))) {
      await this.configs.save(
        this.configs.create({
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.adminUserId,
          sms_enabled: true,
          sms_url: null,
          sms_token: null,
          sms_template: DEFAULT_SMS_TEMPLATE,
          smtp_url: null,
          mail_from: null,
          default_user_ids: String(ctx.adminUserId),
          default_role_ids: null,
          default_phones: null,
          default_mails: null,
        }),
      );
    }
    await this.cache.invalidate(ctx.enterpriseId);
  }
}
