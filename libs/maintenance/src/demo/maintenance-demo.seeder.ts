import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, type AuthContext, type SeedContext, type Seeder } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { systemContext } from '@gengyun/identity';
import { DEMO_TYPES, WorkOrderTypeService } from '@gengyun/work-orders';
import { TaskItemService } from '../task/task-item.service';
import { TaskTemplateService } from '../task/task-template.service';
import { TaskTemplate } from '../task/task-template.entity';
import { PlanService } from '../plan/plan.service';
import { HolidayService } from '../holiday/holiday.service';
import { PlanGeneration } from '../generation/plan-generation.service';
import { PlanOccurrence } from '../generation/plan-occurrence.entity';
import { CheckResults } from '../check/check-result.service';
import { dayIn } from '../cycle/zoned';
import type { TaskItemAddDto, TaskTemplateAddDto } from '../task/task.dto';
import type { PlanAddDto } from '../plan/plan.dto';
import type { HolidaySaveDto } from '../holiday/holiday.dto';

export const DEMO_TEMPLATE = '水泵月度保养（演示）';
export const DEMO_PLANS = { monthly: '水泵月度保养', floating: '水泵润滑（每30天，按上次完成）', flow: '管段清洗（每累计流量20000 m³）' };
export const DEMO_FLOW_TEMPLATE = '管段清洗（演示）';
/** The demo plant's first pump: its type is the pumps' the plans cover. */
const DEMO_PUMP = 'EQ0001';
/** The pieces the IoT demo's flowmeters FM-001 and FM-002 sit on: the usage plan counts their cumulative flow. */
const DEMO_FLOW_PIECES = ['EQ0008', 'EQ0020'];
/** About a week of the demo flowmeters' flow (around 120 m³/h). */
const DEMO_FLOW_STEP = 20_000;

const ITEMS: TaskItemAddDto[] = [
  { name: '机械密封检查', type: 'passFail', standard: '无滴漏', method: '目视检查密封处', failure_opens_order: true },
  { name: '出口压力', type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', standard: '0.2–0.4 MPa', failure_opens_order: true },
  { name: '外观', type: 'singleChoice', options: ['良好', '锈蚀', '破损'], failing_options: ['破损'], failure_opens_order: true },
  { name: '累计电量', type: 'meterReading', meter_quantity: 'kwh', unit: 'kWh' },
  { name: '现场照片', type: 'photo' },
  { name: '保养人签字', type: 'signature' },
];
const FLOW_ITEMS: TaskItemAddDto[] = [
  { name: '管段清洗', type: 'passFail', standard: '管壁无结垢', method: '拆检过滤器并冲洗管段', failure_opens_order: true },
  { name: '累计流量', type: 'meterReading', meter_quantity: 'cumulative', unit: 'm³' },
];

/**
 * Demo data of the maintenance area: a pump checklist, a monthly plan (last day, shifted past holidays, orders three
 * days ahead) over every pump of the plant, a floating 30-day lubrication plan, New Year's Day as a holiday, the
 * orders due now, and the lubrication order's checklist partly filled in with a failed seal that opened a repair order. It runs once: the demo template's presence marks it done.
 * The usage plan (the pipes under the demo flowmeters cleaned every 20,000 m³ of cumulative flow) came later; its own
 * presence marks it, so an enterprise seeded before gains it too.
 */
@Injectable()
export class MaintenanceDemoSeeder implements Seeder {
  private readonly logger = new Logger('MaintenanceDemo');

  constructor(
    @InjectRepository(TaskTemplate) private readonly templateRows: Repository<TaskTemplate>,
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    private readonly results: CheckResults,
    private readonly items: TaskItemService,
    private readonly templates: TaskTemplateService,
    private readonly plans: PlanService,
    private readonly holidays: HolidayService,
    private readonly generation: PlanGeneration,
    private readonly equipment: EquipmentReferences,
    private readonly types: WorkOrderTypeService,
    private readonly config: AppConfig,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    const admin: AuthContext = { ...systemContext(seed.enterpriseId), userId: seed.adminUserId };
    const type = (await this.types.page(admin, { keyword: DEMO_TYPES.maintenance.code, pageNumber: 1, pageSize: 20 })).rows.find((r) => r.code === DEMO_TYPES.maintenance.code);
    if (!type) return;
    if (!(await this.templateRows.exists({ where: { enterprise_id: seed.enterpriseId, name: DEMO_TEMPLATE } }))) await this.pumpPlans(seed, admin, type.id);
    if (!(await this.plans.page(admin, { keyword: DEMO_PLANS.flow, pageNumber: 1, pageSize: 20 })).rows.some((p) => p.name === DEMO_PLANS.flow)) await this.flowPlan(seed, admin, type.id);
  }

  /** The usage plan on the demo flowmeters' pieces: their meters feed the cumulative-flow counter. */
  private async flowPlan(seed: SeedContext, admin: AuthContext, typeId: number): Promise<void> {
    const found = [];
    for (const code of DEMO_FLOW_PIECES) found.push(await this.equipment.byCode(admin, code));
    const pieces = found.filter((p) => p !== null);
    const first = pieces[0];
    if (!first?.typeId || pieces.length !== DEMO_FLOW_PIECES.length) return;
    const template = (await this.templateRows.findOne({ where: { enterprise_id: seed.enterpriseId, name: DEMO_FLOW_TEMPLATE } })) ?? (await this.flowTemplate(admin, first.typeId));
    const today = dayIn(new Date(), this.config.timeZone);
    // The plan is refused when the IoT demo's flowmeters are not there (their meters feed the counter): the demo goes on without it.
    await this.plans.add(admin, {
      name: DEMO_PLANS.flow,
      coverage: 'equipment',
      equipment_ids: pieces.map((p) => p.id),
      task_template_id: template.id,
      work_order_type_id: typeId,
      person_in_charge_id: seed.adminUserId,
      start_date: today,
      due_time: '09:00',
      duration_hours: 4,
      triggers: [{ kind: 'usage', counter: 'flow', step: DEMO_FLOW_STEP, source: 'meter' }],
    } as PlanAddDto).catch((error: unknown) => this.logger.warn(`demo usage plan not added: ${String(error)}`));
  }

  private async flowTemplate(admin: AuthContext, typeId: number): Promise<{ id: number }> {
    const itemIds: number[] = [];
    for (const item of FLOW_ITEMS) itemIds.push((await this.items.add(admin, item)).id);
    return this.templates.add(admin, { name: DEMO_FLOW_TEMPLATE, equipment_type_id: typeId, item_ids: itemIds } as TaskTemplateAddDto);
  }

  private async pumpPlans(seed: SeedContext, admin: AuthContext, typeId: number): Promise<void> {
    const pump = await this.equipment.byCode(admin, DEMO_PUMP);
    if (!pump?.typeId) return;
    const type = { id: typeId };
    const itemIds: number[] = [];
    for (const item of ITEMS) itemIds.push((await this.items.add(admin, item as TaskItemAddDto)).id);
    const template = await this.templates.add(admin, { name: DEMO_TEMPLATE, equipment_type_id: pump.typeId, item_ids: itemIds } as TaskTemplateAddDto);
    const today = dayIn(new Date(), this.config.timeZone);
    const year = Number(today.slice(0, 4)) + 1;
    await this.holidays.save(admin, { year, days: [{ date: `${year}-01-01`, name: '元旦' }] } as HolidaySaveDto);
    const common = { task_template_id: template.id, work_order_type_id: type.id, person_in_charge_id: seed.adminUserId, start_date: `${today.slice(0, 7)}-01`, due_time: '08:30' };
    await this.plans.add(admin, {
      ...common,
      name: DEMO_PLANS.monthly,
      coverage: 'type',
      equipment_type_id: pump.typeId,
      duration_hours: 8,
      lead_days: 3,
      triggers: [{ kind: 'monthly', day: 'last' }],
      holiday_rule: 'shift',
    } as PlanAddDto);
    const floating = await this.plans.add(admin, {
      ...common,
      name: DEMO_PLANS.floating,
      coverage: 'equipment',
      equipment_ids: [pump.id],
      duration_hours: 2,
      lead_days: 0,
      triggers: [{ kind: 'interval', days: 30, anchor: 'completion' }],
    } as PlanAddDto);
    const { created } = await this.generation.run(new Date(), seed.enterpriseId);
    this.logger.log(`demo plans: ${created} order(s) generated`);
    await this.checked(admin, floating.id);
  }

  /** The lubrication order's seal found leaking and its pressure within limits: the leak has opened a repair order. */
  private async checked(admin: AuthContext, planId: number): Promise<void> {
    const occurrence = await this.occurrences.findOne({ where: { enterprise_id: admin.enterpriseId, plan_id: planId }, order: { due_date: 'ASC' } });
    if (!occurrence) return;
    const rows = await this.results.list(admin, occurrence.work_order_id);
    const answers = new Map<string, boolean | number>([
      ['机械密封检查', false],
      ['出口压力', 0.32],
    ]);
    for (const row of rows) {
      const value = answers.get(row.name);
      if (value !== undefined) await this.results.record(admin, { id: row.id, value });
    }
  }
}
