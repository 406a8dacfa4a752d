import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Settings, type AuthContext, type SeedContext, type Seeder } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderTypeService } from '../type/work-order-type.service';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import { WorkflowTemplateService } from '../workflow/template/workflow-template.service';
import { ServiceRequestService } from '../service-request/service-request.service';
import { systemCaller } from '../alarm-bridge/alarm-bridge.service';
import { DemoPeopleSeeder, type DemoPeople } from './demo-people';
import { DemoOrdersSeeder, type ActAs } from './demo-orders';
import { DEMO_FLOW_CODE, DEMO_FLOW_NAME, demoRepairFlow } from './demo-repair-flow.bpmn';

const HOUR = 60;
/** Long response times: the demo's waiting orders stay as seeded for a day instead of turning overdue within minutes. */
const levels = (responseHours: number, completionHours: number) =>
  [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: (responseHours * HOUR) / level, completion_minutes: (completionHours * HOUR) / level }));

export const DEMO_TYPES = {
  repair: { code: 'REPAIR', name: '维修', levels: levels(24, 120) },
  maintenance: { code: 'MAINTAIN', name: '保养', levels: levels(48, 240) },
  inspection: { code: 'INSPECT', name: '巡检', levels: levels(24, 48) },
};
export const DEMO_POOL = '维修班组（演示）';
export const DEMO_REQUEST_TITLE = '二号潜水泵出水压力低';
const DEMO_EQUIPMENT = ['EQ0001', 'EQ0002', 'EQ0003', 'EQ0004', 'EQ0005', 'EQ0006'];

/**
 * Demo data of the work-orders area, after the alarm bridge's: the dispatcher, technicians and reviewers, a pool, the
 * types 维修 / 保养 / 巡检, the designed repair flow (the repair type's default) with an order on it, orders in every
 * common status walked through real actions on the maintenance type, and an open service request; the public request
 * page on. It runs once (but for the switch, set where the enterprise has not): the repair type's presence marks it done.
 */
@Injectable()
export class WorkOrdersDemoSeeder implements Seeder {
  constructor(
    @InjectRepository(WorkOrderType) private readonly typeRows: Repository<WorkOrderType>,
    private readonly people: DemoPeopleSeeder,
    private readonly types: WorkOrderTypeService,
    private readonly pools: WorkOrderPoolService,
    private readonly templates: WorkflowTemplateService,
    private readonly orders: DemoOrdersSeeder,
    private readonly requests: ServiceRequestService,
    private readonly equipment: EquipmentReferences,
    private readonly settings: Settings,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    const admin: AuthContext = { ...systemCaller(seed.enterpriseId), userId: seed.adminUserId };
    // The demo takes requests from its equipment's public pages (`npm start` prints one): stored only should the
    // default ever be off (a value equal to the default is not stored).
    await this.settings.setIfUnset(admin, 'serviceRequest.publicEnabled', true);
    if (await this.typeRows.exists({ where: { enterprise_id: seed.enterpriseId, code: DEMO_TYPES.repair.code } })) return;
    const people = await this.people.ensure(admin);
    const as: ActAs = (who) => ({ ...admin, userId: people[who], account: who, name: who });
    const pool = await this.pools.add(admin, { name: DEMO_POOL, member_ids: [people.zhang, people.li] });
    const template = await this.templates.add(admin, {
      code: DEMO_FLOW_CODE,
      name: DEMO_FLOW_NAME,
      description: '抢单 → 维修 → 会签审核',
      xml: demoRepairFlow([people.zhang, people.li], [people.reviewerA, people.reviewerB]),
    });
    const repair = await this.types.add(admin, { ...DEMO_TYPES.repair, default_pool_id: pool.id, default_template_id: template.id, sort: 1 });
    const maintenance = await this.types.add(admin, { ...DEMO_TYPES.maintenance, default_pool_id: pool.id, sort: 2 });
    await this.types.add(admin, { ...DEMO_TYPES.inspection, default_pool_id: pool.id, sort: 3 });
    const equipment = await this.equipmentIds(admin);
    await this.orders.seed(as, people, maintenance.id, equipment.map((e) => e.id));
    await this.orders.onDesignedFlow(as, people, repair.id, equipment[0]?.id);
    await this.openRequest(as, people, equipment[1]?.id);
  }

  private async equipmentIds(ctx: AuthContext): Promise<Array<{ id: number }>> {
    const found = await Promise.all(DEMO_EQUIPMENT.map((code) => this.equipment.byCode(ctx, code)));
    return found.filter((e): e is NonNullable<typeof e> => e !== null);
  }

  private async openRequest(as: ActAs, _people: DemoPeople, equipmentId: number | undefined): Promise<void> {
    if (!equipmentId) return;
    await this.requests.add(as('dispatcher'), { title: DEMO_REQUEST_TITLE, description: '出水压力只有平时的一半，伴有异响', equipment_id: equipmentId });
  }
}
