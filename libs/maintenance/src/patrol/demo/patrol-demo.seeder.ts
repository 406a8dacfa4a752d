import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext, SeedContext, Seeder } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { systemContext } from '@gengyun/identity';
import { DEMO_TYPES, WorkOrderTypeService } from '@gengyun/work-orders';
import { TaskItemService } from '../../task/task-item.service';
import { TaskTemplateService } from '../../task/task-template.service';
import type { TaskItemAddDto, TaskTemplateAddDto } from '../../task/task.dto';
import { PatrolPoint } from '../point/patrol-point.entity';
import { PatrolPointService } from '../point/patrol-point.service';
import { PatrolRouteService } from '../route/patrol-route.service';
import { PatrolPlanService } from '../plan/patrol-plan.service';
import { PatrolGeneration } from '../task/patrol-generation.service';
import type { PatrolPointAddDto } from '../point/patrol-point.dto';
import type { PatrolRouteAddDto } from '../route/patrol-route.dto';
import type { PatrolPlanAddDto } from '../plan/patrol-plan.dto';

export const DEMO_ROUTE = '泵房日常巡检路线（演示）';
/** The QR contents of the demo points, in walking order (printed labels, or typed on the phone page). */
export const DEMO_POINT_QR = ['GY-PATROL-01', 'GY-PATROL-02', 'GY-PATROL-03'];
/** The demo plant's position (the equipment area's demo plant). */
const PLANT = { latitude: 23.1064, longitude: 113.3245 };
const POINTS = [
  { name: '1号泵机组', equipment: 'EQ0001', offset: 0 },
  { name: '2号泵机组', equipment: 'EQ0002', offset: 15 },
  { name: '3号泵机组', equipment: 'EQ0003', offset: 30 },
];
const ITEMS: TaskItemAddDto[] = [
  { name: '运行声音', type: 'passFail', standard: '无异响', method: '现场听诊', failure_opens_order: true },
  { name: '轴承温度', type: 'number', lower_limit: 0, upper_limit: 70, unit: '℃', standard: '不高于70℃', method: '红外测温', failure_opens_order: true },
];

/**
 * A demo route a newcomer can walk on the phone page: three pump sets of the demo plant 50 m apart, checked daily by
 * the demo admin (all day, so today's task is open whenever one tries), with manual check-in allowed on every point so
 * it can be walked from anywhere (out of range it is recorded as manual). It runs once: the first point marks it done.
 */
@Injectable()
export class PatrolDemoSeeder implements Seeder {
  private readonly logger = new Logger('PatrolDemo');

  constructor(
    @InjectRepository(PatrolPoint) private readonly pointRows: Repository<PatrolPoint>,
    private readonly items: TaskItemService,
    private readonly templates: TaskTemplateService,
    private readonly points: PatrolPointService,
    private readonly routes: PatrolRouteService,
    private readonly plans: PatrolPlanService,
    private readonly generation: PatrolGeneration,
    private readonly equipment: EquipmentReferences,
    private readonly types: WorkOrderTypeService,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    if (await this.pointRows.exists({ where: { enterprise_id: seed.enterpriseId, qr_content: DEMO_POINT_QR[0] } })) return;
    const admin: AuthContext = { ...systemContext(seed.enterpriseId), userId: seed.adminUserId };
    const pumps = await Promise.all(POINTS.map((p) => this.equipment.byCode(admin, p.equipment)));
    const type = (await this.types.page(admin, { keyword: DEMO_TYPES.repair.code, pageNumber: 1, pageSize: 20 })).rows.find((r) => r.code === DEMO_TYPES.repair.code);
    const first = pumps[0];
    if (!first?.typeId || !first.locationId || !type) return;
    const itemIds: number[] = [];
    for (const item of ITEMS) itemIds.push((await this.items.add(admin, item)).id);
    const template = await this.templates.add(admin, { name: '泵房巡检表（演示）', equipment_type_id: first.typeId, item_ids: itemIds } as TaskTemplateAddDto);
    const stops: Array<{ point_id: number; offset_minutes: number }> = [];
    for (const [i, p] of POINTS.entries()) {
      const pump = pumps[i];
      const point = await this.points.add(admin, {
        name: p.name,
        location_id: pump?.locationId ?? first.locationId,
        equipment_id: pump?.id ?? null,
        qr_content: DEMO_POINT_QR[i] as string,
        latitude: PLANT.latitude,
        longitude: PLANT.longitude + i * 0.0005,
        range_m: 30,
        task_template_id: template.id,
        allow_manual_check_in: true,
      } as PatrolPointAddDto);
      stops.push({ point_id: point.id, offset_minutes: p.offset });
    }
    const route = await this.routes.add(admin, { name: DEMO_ROUTE, tolerance_minutes: 60, points: stops } as PatrolRouteAddDto);
    await this.plans.add(admin, {
      name: '泵房日常巡检',
      route_id: route.id,
      person_in_charge_id: seed.adminUserId,
      assignee_id: seed.adminUserId,
      work_order_type_id: type.id,
      start_date: '2020-01-01',
      due_time: '00:00',
      duration_minutes: 24 * 60,
      triggers: [{ kind: 'daily' }],
    } as PatrolPlanAddDto);
    const { created } = await this.generation.run(new Date(), seed.enterpriseId);
    this.logger.log(`demo patrol route: ${created} task(s) generated`);
  }
}
