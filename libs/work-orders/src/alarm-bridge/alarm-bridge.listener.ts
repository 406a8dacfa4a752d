import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ENDED_STATUSES } from '@gengyun/contracts';
import { BusinessError, EventBus } from '@gengyun/core';
import { AlarmWorkOrderPort } from '@gengyun/alarms';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTypeService } from '../type/work-order-type.service';
import { AlarmBridgeService } from './alarm-bridge.service';
import { AlarmOrderLinks } from './alarm-order-links';

/**
 * The bridge's wiring: work orders follow alarm events (raise → the rule's order, clear → a note on the open
 * orders), free an alarm's slot when its order ends, and check alarm rules' "open a work order" option for the
 * alarms area (a type the caller may use, enabled, and a person in charge of the enterprise).
 */
@Injectable()
export class AlarmBridgeListener implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly port: AlarmWorkOrderPort,
    private readonly bridge: AlarmBridgeService,
    private readonly links: AlarmOrderLinks,
    private readonly types: WorkOrderTypeService,
    private readonly directory: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.port.provideRuleCheck(async (ctx, option) => {
      const type = await this.types.find(ctx, option.typeId);
      if (!type.enabled) throw new BusinessError('workOrder.errors.typeDisabled', 422, [], { fields: { work_order_type_id: 'disabled' } });
      await this.directory.checkUsers(ctx, [option.personId]);
    });
    this.bus.on('alarm.raised', (e) => this.bridge.openByRule(e.enterpriseId, e.alarm.id, e.alarm.ruleId).then(() => undefined));
    this.bus.on('alarm.cleared', (e) => this.bridge.alarmCleared(e.enterpriseId, e.alarm.id).then(() => undefined));
    this.bus.on('workOrder.changed', async (e) => {
      if (ENDED_STATUSES.includes(e.order.status)) await this.links.release(e.enterpriseId, e.order.id);
    });
  }
}
