import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { HOLIDAY_RULES, MAINTENANCE_LIMITS as LIMITS, PLAN_COVERAGES, TRIGGER_MODES, WORK_ORDER_PRIORITIES, type PlanTrigger } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import { EquipmentReferences, type EquipmentPlace } from '@gengyun/equipment';
import type { TaskNote } from '@gengyun/files';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderPoolService, WorkOrderTypeService } from '@gengyun/work-orders';
import { isLocalDate } from '../../cycle/local-date';
import { TaskTemplate } from '../../task/task-template.entity';
import { TEMPLATE_SCOPE } from '../../task/task-template.service';
import { NamedRows, type Stored } from '../../transfer/named-row';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, checkEach, namedOnce, readOnce as once, type CheckedRows, type SheetWords, type TransferSheet } from '../../transfer/sheet';
import type { PlanAddDto } from '../plan.dto';
import { MaintenancePlan } from '../plan.entity';
import { PLAN_SCOPE, PlanService, type PlanColumns } from '../plan.service';
import { planEquipmentIds, planHandlerIds, planTriggers } from '../plan-view';
import { MAINTENANCE_PLAN_SHEET, type MaintenancePlanField as Field } from './plan-sheet';

/** Which column a refusal of `/plan/add`'s checks is about: by the field it names, or by its message. */
const COLUMN_OF: Record<string, Field> = {
  person_in_charge_id: 'person', pool_id: 'pool', type_id: 'orderType', triggers: 'triggers', start_date: 'startDate', end_date: 'endDate',
  equipment_ids: 'equipment', equipment_type_id: 'type', equipment_model_id: 'model', handler_ids: 'handlers', location_id: 'location',
  'maintenance.errors.usageMeter': 'triggers', 'common.errors.outsideScope': 'equipment',
};
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The list separator of the equipment and handler cells (either width). */
const LIST = /[;；]/;
/** Names looked up by exact match among the first page a keyword search answers. */
const LOOKUP = 100;

/** A row read: the plan it names (updated) or none (added), and the columns `/plan/add`'s checks made of it. */
interface ImportedPlan {
  stored: Stored<MaintenancePlan> | null;
  columns: PlanColumns;
}

/** What a sheet's rows name, read once for the whole sheet. */
interface SheetRefs {
  people: Map<string, number>;
  equipment: Map<string, EquipmentPlace>;
  types: Map<string, number>;
  model: (name: string, typeId: number | null) => { id: number; typeId: number } | null;
  locations: Map<string, number>;
  templates: Map<string, TaskTemplate>;
  orderType: (code: string) => Promise<{ id: number; code: string } | undefined>;
  pool: (name: string) => Promise<{ id: number; name: string } | undefined>;
}

const list = (cell: string): string[] => [...new Set(cell.split(LIST).map((v) => v.trim()).filter(Boolean))];

/**
 * Maintenance plans as sheet rows: every code and name of a row resolved in the importer's enterprise and scopes
 * (equipment, type, model, location, template, order type, people, pool; one missing is named by its column), then the
 * row checked by `/plan/add`'s own checks (SPEC's plan messages, the orders it will make, usage meters); plans in the
 * caller's plan scope written back as the same columns.
 */
@Injectable()
export class PlanRows implements TransferSheet<Field> {
  readonly spec = MAINTENANCE_PLAN_SHEET;

  constructor(
    @InjectRepository(MaintenancePlan) private readonly repo: Repository<MaintenancePlan>,
    @InjectRepository(TaskTemplate) private readonly templates: Repository<TaskTemplate>,
    private readonly plans: PlanService,
    private readonly equipment: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly pools: WorkOrderPoolService,
    private readonly types: WorkOrderTypeService,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<Field>>): Promise<CheckedRows> {
    const refs = await this.refs(ctx, rows);
    const named = new NamedRows(this.repo, ctx, PLAN_SCOPE, rows.map((r) => r.cells.name));
    return checkEach(rows, (row) => this.read(ctx, row, refs, named), (m, { stored, columns }: ImportedPlan) =>
      stored ? this.plans.rewrite(m, ctx, stored.row, stored.version, columns) : this.plans.insert(m, ctx, columns),
    );
  }

  /** Every code and name the sheet's rows name, resolved in the importer's scopes with one query per kind (order types and pools once per name). */
  private async refs(ctx: AuthContext, rows: ReadonlyArray<SheetRow<Field>>): Promise<SheetRefs> {
    const cells = (field: Field) => [...new Set(rows.flatMap((r) => (field === 'equipment' ? list(r.cells.equipment) : r.cells[field] ? [r.cells[field]] : [])))];
    const templateNames = cells('template');
    const [users, equipment, types, models, locations, templates] = await Promise.all([
      this.directory.all(ctx.enterpriseId),
      this.equipment.byCodes(ctx, cells('equipment')),
      this.equipment.typesByCodes(ctx, cells('type')),
      this.equipment.modelsByNames(ctx, cells('model')),
      this.equipment.locationsByCodes(ctx, cells('location')),
      templateNames.length ? scoped(this.templates.createQueryBuilder('t'), ctx, TEMPLATE_SCOPE).andWhere('t.name IN (:...names)', { names: templateNames }).orderBy('t.id', 'DESC').getMany() : [],
    ]);
    const orderTypes = once<{ id: number; code: string } | undefined>();
    const pools = once<{ id: number; name: string } | undefined>();
    return {
      people: new Map(users.map((u) => [u.account, u.id])), equipment, types, model: models, locations, templates: new Map(templates.map((t) => [t.name, t])),
      orderType: (code) => orderTypes(code, async () => (await this.types.page(ctx, { keyword: code, pageNumber: 1, pageSize: LOOKUP })).rows.find((t) => t.code === code)),
      pool: (name) => pools(name, async () => (await this.pools.page(ctx, { keyword: name, pageNumber: 1, pageSize: LOOKUP })).rows.find((p) => p.name === name)),
    };
  }

  private async read(ctx: AuthContext, row: SheetRow<Field>, refs: SheetRefs, named: NamedRows<MaintenancePlan>): Promise<{ messages: TaskNote[] } | { columns: ImportedPlan }> {
    const n = new RowNotes(MAINTENANCE_PLAN_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const stored = await named.of(n, 'name', name);
    const coverage = n.required('coverage') ? n.oneOf('coverage', PLAN_COVERAGES) : undefined;
    const equipmentIds: number[] = [];
    for (const code of list(c.equipment)) {
      const piece = refs.equipment.get(code);
      if (piece) equipmentIds.push(piece.id);
      else n.say('workOrder.transfer.errors.rowNotFound', 'equipment', code);
    }
    const typeId = c.type ? (refs.types.get(c.type) ?? null) : null;
    if (c.type && typeId === null) n.notFound('type');
    const model = c.model ? refs.model(c.model, typeId) : null;
    if (c.model && !model) n.notFound('model');
    const locationId = c.location ? (refs.locations.get(c.location) ?? null) : null;
    if (c.location && locationId === null) n.notFound('location');
    const template = n.required('template') ? (refs.templates.get(c.template) ?? null) : null;
    if (c.template && !template) n.notFound('template');
    const orderType = n.required('orderType') ? await refs.orderType(c.orderType) : undefined;
    if (c.orderType && !orderType) n.notFound('orderType');
    const priority = n.number('priority', 1, WORK_ORDER_PRIORITIES.length, true);
    const person = c.person ? refs.people.get(c.person) : undefined;
    if (c.person && person === undefined) n.notFound('person');
    const handlerIds: number[] = [];
    for (const account of list(c.handlers)) {
      const id = refs.people.get(account);
      if (id === undefined) n.say('workOrder.transfer.errors.rowNotFound', 'handlers', account);
      else handlerIds.push(id);
    }
    const pool = c.pool ? await refs.pool(c.pool) : undefined;
    if (c.pool && !pool) n.notFound('pool');
    const duration = n.required('duration') ? n.number('duration', 1, LIMITS.durationHours, true) : null;
    const lead = n.number('lead', 0, LIMITS.leadDays, true);
    if (n.required('startDate') && !isLocalDate(c.startDate)) n.say('files.errors.rowMalformed', 'startDate');
    if (c.endDate && !isLocalDate(c.endDate)) n.say('files.errors.rowMalformed', 'endDate');
    if (c.dueTime && !TIME_OF_DAY.test(c.dueTime)) n.say('files.errors.rowMalformed', 'dueTime');
    const triggers = n.jsonList('triggers') as PlanTrigger[] | null;
    const triggerMode = n.oneOf('triggerMode', TRIGGER_MODES);
    const holidayRule = n.oneOf('holidayRule', HOLIDAY_RULES);
    const enabled = n.flag('enabled');
    if (n.messages.length) return { messages: n.messages };
    const dto: PlanAddDto = {
      name: name as string, coverage: coverage as PlanAddDto['coverage'], equipment_ids: equipmentIds, equipment_type_id: typeId, equipment_model_id: model?.id ?? null,
      location_id: locationId, task_template_id: (template as TaskTemplate).id, work_order_type_id: orderType?.id as number, priority: priority ?? undefined,
      person_in_charge_id: person as number, handler_ids: handlerIds, pool_id: pool?.id ?? null, duration_hours: duration as number, lead_days: lead ?? undefined,
      start_date: c.startDate, end_date: c.endDate || null, due_time: c.dueTime || undefined, triggers: triggers as PlanTrigger[], trigger_mode: triggerMode,
      holiday_rule: holidayRule, enabled,
    };
    return n.checkedBy(async () => ({ stored, columns: await this.plans.checked(ctx, dto) }), COLUMN_OF, 'triggers');
  }

  /** The plans in the caller's plan scope as the sheet's cells, every id written as the import reads it. */
  async exported(ctx: AuthContext, { yes, no }: SheetWords): Promise<string[][]> {
    const plans = await scoped(this.repo.createQueryBuilder('p'), ctx, PLAN_SCOPE).orderBy('p.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    const typePlans = plans.filter((p) => p.coverage === 'type');
    const [labels, catalog, locations, people, templates] = await Promise.all([
      this.equipment.labels(ctx.enterpriseId, plans.flatMap(planEquipmentIds), []),
      this.equipment.catalogLabels(ctx.enterpriseId, typePlans.map((p) => p.equipment_type_id), typePlans.map((p) => p.equipment_model_id)),
      this.equipment.locationCodes(ctx.enterpriseId, typePlans.map((p) => p.location_id)),
      this.directory.byIds(ctx.enterpriseId, [...new Set(plans.flatMap((p) => [p.person_in_charge_id, ...planHandlerIds(p)]))]),
      plans.length ? this.templates.find({ select: { id: true, name: true }, where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(plans.map((p) => p.task_template_id))]) } }) : [],
    ]);
    const account = new Map(people.map((u) => [u.id, u.account]));
    const templateName = new Map(templates.map((t) => [t.id, t.name]));
    const remember = namedOnce();
    const out: string[][] = [];
    for (const p of plans) {
      const type = p.coverage === 'type';
      out.push([
        p.name, p.coverage, planEquipmentIds(p).map((id) => labels.equipment.get(id)?.code ?? '').join(';'),
        type && p.equipment_type_id ? (catalog.typeCodes.get(p.equipment_type_id) ?? '') : '', type && p.equipment_model_id ? (catalog.modelNames.get(p.equipment_model_id) ?? '') : '',
        type && p.location_id ? (locations.get(p.location_id) ?? '') : '', templateName.get(p.task_template_id) ?? '',
        await remember(`type:${p.work_order_type_id}`, async () => (await this.types.find(ctx, p.work_order_type_id)).code), String(p.priority),
        account.get(p.person_in_charge_id) ?? '', planHandlerIds(p).map((id) => account.get(id) ?? '').join(';'),
        p.pool_id ? await remember(`pool:${p.pool_id}`, async () => (await this.pools.find(ctx, p.pool_id as number)).name) : '',
        String(p.duration_hours), String(p.lead_days), p.start_date, p.end_date ?? '', p.due_time, JSON.stringify(planTriggers(p)), p.trigger_mode, p.holiday_rule,
        p.enabled ? yes : no,
      ]);
    }
    return out;
  }
}
