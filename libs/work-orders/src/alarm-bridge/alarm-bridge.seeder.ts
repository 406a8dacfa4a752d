import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SeedContext, Seeder } from '@gengyun/core';
import { AlarmWorkOrderPort } from '@gengyun/alarms';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderTypeService } from '../type/work-order-type.service';
import { systemCaller } from './alarm-bridge.service';

/** The demo's repair type for alarms, and the demo rule that opens one (the demo feed's pH excursion trips it). */
export const DEMO_ALARM_TYPE = { code: 'ALARM', name: '告警维修' };
export const DEMO_BRIDGED_RULE = 'pH 超标';
const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 10 * (6 - level), completion_minutes: 120 * (6 - level) }));

/**
 * Demo data of the alarm bridge: a work-order type "告警维修" and, when it is first made, the demo rule "pH 超标" set
 * to open an order of it (priority 3, the demo administrator in charge). An operator's later choice is left alone.
 */
@Injectable()
export class AlarmBridgeSeeder implements Seeder {
  constructor(
    @InjectRepository(WorkOrderType) private readonly types: Repository<WorkOrderType>,
    private readonly typeService: WorkOrderTypeService,
    private readonly alarms: AlarmWorkOrderPort,
  ) {}

  async seed(ctx: SeedContext): Promise<void> {
    if (await this.types.exists({ where: { enterprise_id: ctx.enterpriseId, code: DEMO_ALARM_TYPE.code } })) return;
    const type = await this.typeService.add({ ...systemCaller(ctx.enterpriseId), userId: ctx.adminUserId }, { ...DEMO_ALARM_TYPE, levels: LEVELS });
    await this.alarms.switchOnRuleOption(ctx.enterpriseId, DEMO_BRIDGED_RULE, { typeId: type.id, priority: 3, personId: ctx.adminUserId });
  }
}
