import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderAlarm } from './work-order-alarm.entity';
import { AlarmOrderLinks } from './alarm-order-links';
import { AlarmOrderText } from './alarm-order-text';
import { AlarmBridgeService } from './alarm-bridge.service';
import { AlarmBridgeQueryService } from './alarm-bridge-query.service';
import { AlarmBridgeListener } from './alarm-bridge.listener';
import { AlarmBridgeController } from './alarm-bridge.controller';
import { AlarmBridgeSeeder } from './alarm-bridge.seeder';

/** Alarms that open orders, by hand or by their rule, and what an order shows of its alarm. */
export const alarmBridgeParts: WorkOrderParts = {
  entities: [WorkOrderAlarm],
  providers: [
    AlarmOrderLinks,
    AlarmOrderText,
    AlarmBridgeService,
    AlarmBridgeQueryService,
    AlarmBridgeListener,
    AlarmBridgeSeeder,
  ],
  controllers: [AlarmBridgeController],
};
