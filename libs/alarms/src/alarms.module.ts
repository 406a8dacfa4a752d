import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EquipmentModule } from '@gengyun/equipment';
import { IdentityModule } from '@gengyun/identity';
import { IotModule } from '@gengyun/iot';
import { SystemModule } from '@gengyun/system';
import { AlarmRule } from './rule/alarm-rule.entity';
import { Alarm } from './alarm/alarm.entity';
import { AlarmDelivery } from './delivery/delivery.entity';
import { ChannelConfig } from './channel/channel-config.entity';
import { AlarmRuleCache } from './rule/alarm-rule-cache';
import { AlarmMeters } from './engine/alarm-meters';
import { AlarmRuleService } from './rule/alarm-rule.service';
import { AlarmNotifier } from './alarm/alarm-notifier';
import { AlarmLifecycleService } from './alarm/alarm-lifecycle.service';
import { AlarmService } from './alarm/alarm.service';
import { AlarmMarkers } from './alarm/alarm-markers';
import { AlarmEngine } from './engine/alarm-engine';
import { AlarmSeeder } from './alarms.seeder';
import { EscalationScheduler } from './escalation/escalation-scheduler';
import { EscalationService } from './escalation/escalation.service';
import { EscalationRecipients } from './escalation/escalation-recipients';
import { EscalationTargets } from './escalation/escalation-targets';
import { ChannelConfigService } from './channel/channel-config.service';
import { ChannelSenders } from './channel/channel-senders';
import { ChannelDelivery } from './channel/channel-delivery.entity';
import { ChannelDeliveries } from './channel/channel-deliveries';
import { DeliveryService } from './delivery/delivery.service';
import { AlarmController } from './alarm/alarm.controller';
import { AlarmRuleController } from './rule/alarm-rule.controller';
import { ChannelConfigController } from './channel/channel-config.controller';
import { DeliveryController } from './delivery/delivery.controller';
import { AlarmPushRoutes } from './alarms.events';
import { MonitorSnapshotController } from './monitor/monitor-snapshot.controller';
import { menuEntries, settingsOfArea } from '@gengyun/core';
import { ALARM_MENU } from './alarms.permissions';
import { AlarmsOwners } from './alarms.owners';
import { AlarmWorkOrderPort } from './work-order-port/alarm-work-order-port';

const entities = [AlarmRule, Alarm, AlarmDelivery, ChannelConfig, ChannelDelivery];
const providers = [
  menuEntries(ALARM_MENU),
  settingsOfArea('alarms'),
  AlarmPushRoutes,
  AlarmRuleCache,
  AlarmMeters,
  AlarmRuleService,
  AlarmNotifier,
  AlarmLifecycleService,
  AlarmService,
  AlarmMarkers,
  AlarmEngine,
  AlarmSeeder,
  EscalationScheduler,
  EscalationService,
  EscalationRecipients,
  EscalationTargets,
  ChannelConfigService,
  ChannelSenders,
  ChannelDeliveries,
  DeliveryService,
  AlarmsOwners,
  AlarmWorkOrderPort,
];
const controllers = [AlarmController, AlarmRuleController, ChannelConfigController, DeliveryController, MonitorSnapshotController];

/** Alarms: rules judged on the readings the iot area stores, the alarm lifecycle, escalation by SMS and mail, channels. */
@Module({
  imports: [IdentityModule, SystemModule, EquipmentModule, IotModule, TypeOrmModule.forFeature(entities)],
  controllers,
  providers,
  exports: [AlarmService, AlarmLifecycleService, AlarmSeeder, AlarmWorkOrderPort],
})
export class AlarmsModule {}
