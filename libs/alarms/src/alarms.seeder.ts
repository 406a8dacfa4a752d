import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import type { SeedContext, Seeder } from '@gengyun/core';
import { MenuService, MenuType, type MenuSeed } from '@gengyun/identity';
import { AlarmRule } from './rule/alarm-rule.entity';
import { ChannelConfig } from './channel/channel-config.entity';
import { DEFAULT_SMS_TEMPLATE } from './channel/channel-config.service';
import { AlarmRuleCache } from './rule/alarm-rule-cache';

const button = (langKey: string, perms: string): MenuSeed => ({ langKey, type: MenuType.button, perms });

/**
 * Alarm pages of the IoT monitoring area (web routes under /gengyun): `monitor/alarm` (the alarm list with
 * acknowledge / clear / close buttons), `monitor/alarmRule`, `monitor/delivery` (notification log); the
 * message configuration sits with system management at `message/config`.
 */
export const ALARM_MENU: MenuSeed[] = [
  {
    langKey: 'menu.monitor',
    type: MenuType.folder,
    icon: 'alert',
    children: [
      {
        langKey: 'menu.monitor.alarm',
        type: MenuType.route,
        route: 'monitor/alarm',
        perms: P.alarm.list,
        children: [button('menu.monitor.alarm.acknowledge', P.alarm.acknowledge), button('menu.monitor.alarm.clear', P.alarm.clear), button('menu.monitor.alarm.close', P.alarm.close)],
      },
      { langKey: 'menu.monitor.alarmRule', type: MenuType.route, route: 'monitor/alarmRule', perms: P.alarmRule.list, children: [button('menu.monitor.alarmRule.edit', P.alarmRule.edit)] },
      { langKey: 'menu.monitor.delivery', type: MenuType.route, route: 'monitor/delivery', perms: P.delivery.list },
      { langKey: 'menu.admin.messageConfig', type: MenuType.route, route: 'message/config', perms: P.messageConfig.view, children: [button('menu.admin.messageConfig.edit', P.messageConfig.edit)] },
    ],
  },
];

/** Demo rules by meter type (they apply to every demo meter of the type), whichever meters exist. */
const DEMO_RULES: Array<Partial<AlarmRule> & Pick<AlarmRule, 'name' | 'meter_type' | 'quantity' | 'condition' | 'severity'>> = [
  { name: '瞬时流量过高', meter_type: 'flowmeter', quantity: 'instant_flow', condition: 'high', threshold: 1500, deadband: 50, duration_seconds: 10, severity: 3 },
  { name: '管网压力过低', meter_type: 'flowmeter', quantity: 'pressure', condition: 'lowLow', threshold: 0.1, deadband: 0.02, repeat_count: 3, severity: 4 },
  { name: 'pH 超标', meter_type: 'water', quantity: 'ph', condition: 'high', threshold: 9, deadband: 0.2, severity: 3 },
  { name: 'COD 超标', meter_type: 'water', quantity: 'cod', condition: 'highHigh', threshold: 500, deadband: 20, duration_seconds: 60, severity: 5 },
  { name: 'PM2.5 突增', meter_type: 'pm', quantity: 'pm25', condition: 'rate', threshold: 50, deadband: 10, rate_unit: 'minute', severity: 2 },
  { name: '电表无数据', meter_type: 'power', quantity: null, condition: 'noData', no_data_seconds: 600, severity: 2 },
];

/** `AlarmSeeder`: alarm menus, demo rules and the demo enterprise's message configuration. Idempotent. */
@Injectable()
export class AlarmSeeder implements Seeder {
  constructor(
    private readonly menus: MenuService,
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
    @InjectRepository(ChannelConfig) private readonly configs: Repository<ChannelConfig>,
    private readonly cache: AlarmRuleCache,
  ) {}

  async seed(ctx: SeedContext): Promise<void> {
    await this.menus.seed(ALARM_MENU);
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
