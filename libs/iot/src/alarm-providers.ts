import { AlarmRule } from './alarm-rule.entity';
import { Alarm } from './alarm.entity';
import { AlarmDelivery } from './delivery.entity';
import { ChannelConfig } from './channel-config.entity';
import { AlarmRuleCache } from './alarm-rule-cache';
import { AlarmMeters } from './alarm-meters';
import { AlarmRuleService } from './alarm-rule.service';
import { AlarmNotifier } from './alarm-notifier';
import { AlarmLifecycleService } from './alarm-lifecycle.service';
import { AlarmService } from './alarm.service';
import { AlarmEngine } from './alarm-engine';
import { AlarmSeeder } from './alarm.seeder';
import { EscalationScheduler } from './escalation-scheduler';
import { EscalationService } from './escalation.service';
import { EscalationRecipients } from './escalation-recipients';
import { EscalationTargets } from './escalation-targets';
import { ChannelConfigService } from './channel-config.service';
import { ChannelSenders } from './channel-senders';
import { DeliveryService } from './delivery.service';
import { AlarmController } from './alarm.controller';
import { AlarmRuleController } from './alarm-rule.controller';
import { ChannelConfigController } from './channel-config.controller';
import { DeliveryController } from './delivery.controller';

/** Issue #5 part B (alarms, escalation, channels, deliveries), listed here and spread into IotModule. */
export const ALARM_ENTITIES = [AlarmRule, Alarm, AlarmDelivery, ChannelConfig];
export const ALARM_PROVIDERS = [
  AlarmRuleCache,
  AlarmMeters,
  AlarmRuleService,
  AlarmNotifier,
  AlarmLifecycleService,
  AlarmService,
  AlarmEngine,
  AlarmSeeder,
  EscalationScheduler,
  EscalationService,
  EscalationRecipients,
  EscalationTargets,
  ChannelConfigService,
  ChannelSenders,
  DeliveryService,
];
export const ALARM_CONTROLLERS = [AlarmController, AlarmRuleController, ChannelConfigController, DeliveryController];
export const ALARM_EXPORTS = [AlarmService, AlarmLifecycleService, AlarmSeeder];
