import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { HOLIDAY_RULES, PATROL_LIMITS as LIMITS, TRIGGER_MODES, type PlanTrigger } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderPoolService, WorkOrderTypeService } from '@gengyun/work-orders';
import { isLocalDate } from '../../cycle/local-date';
import { TIME_OF_DAY } from '../point/patrol-point.dto';
import { PATROL_SCOPE } from '../point/patrol-point.service';
import { PatrolRoute } from '../route/patrol-route.entity';
import type { PatrolPlanAddDto } from '../plan/patrol-plan.dto';
import { PatrolPlan } from '../plan/patrol-plan.entity';
import { PatrolPlanService, patrolPlanTriggers, type PlanColumns } from '../plan/patrol-plan.service';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, checkEach, namedOnce, readOnce, type CheckedRows, type SheetWords, type TransferSheet } from '../../transfer/sheet';
import { PLAN_SHEET, type PlanField } from './patrol-sheets';

/** Which column a refusal of `/patrolPlan/add`'s checks is about: by the field it names, or by its message. */
const COLUMN_OF: Record<string, PlanField> = {
  person_in_charge_id: 'person', assignee_id: 'assignee', pool_id: 'pool', triggers: 'triggers', start_date: 'startDate', end_date: 'endDate',
  type_id: 'orderType', work_order_type_id: 'orderType', 'maintenance.errors.patrolAssignee': 'assignee', 'common.errors.outsideScope': 'route',
};
/** Names looked up by exact match among the first page a keyword search answers. */
const LOOKUP = 100;

/** What one import looks up once: the enterprise's people by account, the routes its rows name (in the caller's scope). */
export interface PlanRefs {
  people: Map<string, number>;
  routes: Map<string, PatrolRoute>;
  /** An order type by code and a pool by name, each read once per sheet. */
  orderType: (code: string) => Promise<{ id: number; code: string } | undefined>;
  pool: (name: string) => Promise<{ id: number; name: string } | undefined>;
}

/**
 * Route plans as sheet rows: a row read into a new plan — the route by name, people by account, the pool by name and
 * the order type by code, in the caller's enterprise and scopes — then checked by `/patrolPlan/add`'s own checks
 * (SPEC's plan messages), and plans written back as the same columns.
 */
@Injectable()
export class PatrolPlanRows implements TransferSheet<PlanField> {
  readonly spec = PLAN_SHEET;

  constructor(
    @InjectRepository(PatrolPlan) private readonly repo: Repository<PatrolPlan>,
    @InjectRepository(PatrolRoute) private readonly routes: Repository<PatrolRoute>,
    private readonly plans: PatrolPlanService,
    private readonly directory: UserDirectory,
    private readonly pools: WorkOrderPoolService,
    private readonly types: WorkOrderTypeService,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<PlanField>>): Promise<CheckedRows> {
    const routeNames = [...new Set(rows.map((r) => r.cells.route).filter(Boolean))];
    const [people, routes] = await Promise.all([
      this.directory.all(ctx.enterpriseId),
      // Lowest id last, so that it is the one a name keeps, as the one-row lookup picked.
      routeNames.length ? scoped(this.routes.createQueryBuilder('r'), ctx, PATROL_SCOPE).andWhere('r.name IN (:...names)', { names: routeNames }).orderBy('r.id', 'DESC').getMany() : [],
    ]);
    const orderTypes = readOnce<{ id: number; code: string } | undefined>();
    const pools = readOnce<{ id: number; name: string } | undefined>();
    const refs: PlanRefs = {
      people: new Map(people.map((u) => [u.account, u.id])),
      routes: new Map(routes.map((r) => [r.name, r])),
      orderType: (code) => orderTypes(code, async () => (await this.types.page(ctx, { keyword: code, pageNumber: 1, pageSize: LOOKUP })).rows.find((t) => t.code === code)),
      pool: (name) => pools(name, async () => (await this.pools.page(ctx, { keyword: name, pageNumber: 1, pageSize: LOOKUP })).rows.find((p) => p.name === name)),
    };
    return checkEach(rows, (row) => this.read(ctx, row, refs), (m, columns: PlanColumns) => this.plans.insert(m, ctx, columns));
  }

  private async read(ctx: AuthContext, row: SheetRow<PlanField>, refs: PlanRefs): Promise<{ messages: RowNotes<PlanField>['messages'] } | { columns: PlanColumns }> {
    const n = new RowNotes(PLAN_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const route = n.required('route') ? (refs.routes.get(c.route) ?? null) : null;
    if (c.route && !route) n.notFound('route');
    const person = c.person ? refs.people.get(c.person) : undefined;
    if (c.person && person === undefined) n.notFound('person');
    const assignee = c.assignee ? refs.people.get(c.assignee) : undefined;
    if (c.assignee && assignee === undefined) n.notFound('assignee');
    const pool = c.pool ? await refs.pool(c.pool) : undefined;
    if (c.pool && !pool) n.notFound('pool');
    const type = n.required('orderType') ? await refs.orderType(c.orderType) : undefined;
    if (c.orderType && !type) n.notFound('orderType');
    if (n.required('startDate') && !isLocalDate(c.startDate)) n.say('files.errors.rowMalformed', 'startDate');
    if (c.endDate && !isLocalDate(c.endDate)) n.say('files.errors.rowMalformed', 'endDate');
    if (c.dueTime && !TIME_OF_DAY.test(c.dueTime)) n.say('files.errors.rowMalformed', 'dueTime');
    const duration = n.required('duration') ? n.number('duration', 1, LIMITS.durationMinutes, true) : null;
    const triggers = n.required('triggers') ? (n.jsonList('triggers') as PlanTrigger[] | null) : null;
    const triggerMode = n.oneOf('triggerMode', TRIGGER_MODES);
    const holidayRule = n.oneOf('holidayRule', HOLIDAY_RULES);
    const enabled = n.flag('enabled');
    if (n.messages.length) return { messages: n.messages };
    const dto = {
      name: name as string, route_id: (route as PatrolRoute).id, person_in_charge_id: person as number, assignee_id: assignee ?? null, pool_id: pool?.id ?? null,
      work_order_type_id: type?.id as number, start_date: c.startDate, end_date: c.endDate || null, due_time: c.dueTime || undefined, duration_minutes: duration as number,
      triggers: triggers as PlanTrigger[], trigger_mode: triggerMode, holiday_rule: holidayRule, enabled,
    } as PatrolPlanAddDto;
    return n.checkedBy(() => this.plans.checked(ctx, dto), COLUMN_OF, 'triggers');
  }

  /** The route plans in the caller's scopes as the sheet's cells. */
  async exported(ctx: AuthContext, { yes, no }: SheetWords): Promise<string[][]> {
    const plans = await scoped(this.repo.createQueryBuilder('p'), ctx, PATROL_SCOPE).orderBy('p.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    const routeIds = [...new Set(plans.map((p) => p.route_id))];
    const routes = routeIds.length ? await this.routes.find({ select: { id: true, name: true }, where: { enterprise_id: ctx.enterpriseId, id: In(routeIds) } }) : [];
    const routeName = new Map(routes.map((r) => [r.id, r.name]));
    const people = await this.directory.byIds(ctx.enterpriseId, [...new Set(plans.flatMap((p) => [p.person_in_charge_id, p.assignee_id]).filter((u): u is number => u !== null))]);
    const account = new Map(people.map((u) => [u.id, u.account]));
    const remember = namedOnce();
    const out: string[][] = [];
    for (const p of plans) {
      out.push([
        p.name, routeName.get(p.route_id) ?? '', account.get(p.person_in_charge_id) ?? '', p.assignee_id ? (account.get(p.assignee_id) ?? '') : '',
        p.pool_id ? await remember(`pool:${p.pool_id}`, async () => (await this.pools.find(ctx, p.pool_id as number)).name) : '',
        await remember(`type:${p.work_order_type_id}`, async () => (await this.types.find(ctx, p.work_order_type_id)).code),
        p.start_date, p.end_date ?? '', p.due_time, String(p.duration_minutes), JSON.stringify(patrolPlanTriggers(p)), p.trigger_mode, p.holiday_rule, p.enabled ? yes : no,
      ]);
    }
    return out;
  }
}
