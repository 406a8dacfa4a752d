import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ACTIONS_BESIDE_A_RUN, ACTION_ROLE, Permission as P, WORK_ORDER_STATUSES, allowedActions, type Page, type WorkOrderAction, type WorkOrderDetail, type WorkOrderRow, type WorkOrderStatus } from '@gengyun/contracts';
import { findScoped, holdsAny, paginateByIds, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { slaView } from '../sla/sla-view';
import { WorkOrder, WorkOrderHandler } from './work-order.entity';
import { ORDER_SCOPE, ownOrders } from './work-order-scope';
import type { WorkOrderPageDto } from './work-order.dto';
import { openRuns } from '../workflow/engine/open-runs';

const besideARun: readonly WorkOrderAction[] = ACTIONS_BESIDE_A_RUN;

export type WorkOrderView = Sendable<WorkOrderRow>;
type Viewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'scopes' | 'isAdmin'>;

/**
 * Reading work orders: every list, detail and count applies the caller's location and work-order-type scopes, and
 * lets through their own orders (in charge or handling) whatever those say.
 */
/** Statuses before the work is reported done: past their due time they count as "past due". */
const NOT_DONE: readonly WorkOrderStatus[] = WORK_ORDER_STATUSES.slice(0, WORK_ORDER_STATUSES.indexOf('pendingConfirmation'));

/** Orders not reported done whose due time has passed: the overview's "past due" count and the list's filter alike. */
export function wherePastDue<T extends SelectQueryBuilder<WorkOrder>>(qb: T, now = new Date()): T {
  return qb.andWhere('o.status IN (:...notDone)', { notDone: NOT_DONE }).andWhere('o.due_time < :pastDueNow', { pastDueNow: now });
}

@Injectable()
export class WorkOrderQueryService {
  constructor(
    @InjectRepository(WorkOrder) private readonly repo: Repository<WorkOrder>,
    @InjectRepository(WorkOrderHandler) private readonly handlers: Repository<WorkOrderHandler>,
    @InjectRepository(WorkOrderType) private readonly types: Repository<WorkOrderType>,
    private readonly directory: UserDirectory,
    private readonly timeline: WorkOrderTimelineService,
  ) {}

  /** The orders the caller may see, as a query to filter further. */
  visible(ctx: Viewer, alias = 'o'): SelectQueryBuilder<WorkOrder> {
    return scoped(this.repo.createQueryBuilder(alias), ctx, ORDER_SCOPE, ownOrders(alias, ctx.userId));
  }

  /** An order the caller may see, or "not found" (another enterprise's, outside their scope and not theirs). */
  find(ctx: Viewer, id: number): Promise<WorkOrder> {
    return findScoped(this.repo, ctx, id, ORDER_SCOPE, 'o', ownOrders('o', ctx.userId));
  }

  /** The list's page; `narrow` adds a condition of the caller's own (the sub orders' "has a parent"). */
  async page(ctx: Viewer, dto: WorkOrderPageDto, narrow?: (qb: SelectQueryBuilder<WorkOrder>) => unknown): Promise<Page<WorkOrderView>> {
    // The page's ids and the total side by side from the indexes, then the page's rows by id: a page of 100,000 orders
    // no longer reads every column of the rows it skips (docs/performance.md, work orders).
    const qb = this.filtered(ctx, dto);
    narrow?.(qb);
    const page = await paginateByIds(qb, dto);
    return { rows: await this.views(ctx, page.rows), total: page.total };
  }

  /** The list's filters over the orders the caller may see, newest first (the list and its export). */
  filtered(ctx: Viewer, dto: Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>): SelectQueryBuilder<WorkOrder> {
    const qb = this.visible(ctx);
    if (dto.status?.length) qb.andWhere('o.status IN (:...statuses)', { statuses: dto.status });
    for (const key of ['type_id', 'priority', 'location_id', 'equipment_id', 'parent_id'] as const) {
      if (dto[key] !== undefined) qb.andWhere(`o.${key} = :${key}`, { [key]: dto[key] });
    }
    if (dto.mine) {
      qb.andWhere(
        new Brackets((w) =>
          w.where('o.person_in_charge_id = :me', { me: ctx.userId }).orWhere('EXISTS (SELECT 1 FROM work_order_handler mh WHERE mh.work_order_id = o.id AND mh.user_id = :me)'),
        ),
      );
    }
    if (dto.past_due) wherePastDue(qb);
    if (dto.start) qb.andWhere('o.create_time >= :start', { start: new Date(dto.start) });
    if (dto.end) qb.andWhere('o.create_time <= :end', { end: new Date(dto.end) });
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['o.code', 'o.title']);
    return qb.orderBy('o.id', 'DESC');
  }

  async detail(ctx: AuthContext, id: number): Promise<Sendable<WorkOrderDetail>> {
    const order = await this.find(ctx, id);
    const [view] = await this.views(ctx, [order]);
    const row = view as WorkOrderView;
    const running = (await openRuns(this.repo.manager, ctx.enterpriseId, [order.id])).has(order.id);
    const actions = this.actionsFor(ctx, order, row.handler_ids).filter((a) => !running || besideARun.includes(a));
    return { ...row, timeline: await this.timeline.of(ctx.enterpriseId, order.id), actions };
  }

  /**
   * Numbers, titles and people in charge of orders of the enterprise, whatever the reader's scope: for another area's
   * rows that name an order (a requisition's list, the message that its parts arrived). Unknown ids are left out.
   */
  async brief(enterpriseId: number, ids: readonly number[]): Promise<Array<Pick<WorkOrder, 'id' | 'code' | 'title' | 'status' | 'person_in_charge_id'>>> {
    if (!ids.length) return [];
    return this.repo.find({ select: { id: true, code: true, title: true, status: true, person_in_charge_id: true }, where: { enterprise_id: enterpriseId, id: In([...new Set(ids)]) } });
  }

  async handlerIds(enterpriseId: number, orderId: number): Promise<number[]> {
    return (await this.handlers.find({ where: { enterprise_id: enterpriseId, work_order_id: orderId }, order: { user_id: 'ASC' } })).map((h) => h.user_id);
  }

  async views(ctx: Pick<AuthContext, 'enterpriseId'>, orders: WorkOrder[]): Promise<WorkOrderView[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const [handlers, types] = await Promise.all([
      this.handlers.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: In(ids) }, order: { id: 'ASC' } }),
      this.types.find({ select: { id: true, name: true }, where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(orders.map((o) => o.type_id))]) } }),
    ]);
    const people = await this.directory.byIds(ctx.enterpriseId, [...new Set([...orders.map((o) => o.person_in_charge_id), ...handlers.map((h) => h.user_id)])]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    const typeName = new Map(types.map((t) => [t.id, t.name]));
    return orders.map((o) => {
      const mine = handlers.filter((h) => h.work_order_id === o.id).map((h) => h.user_id);
      const { custom_fields, ...rest } = o;
      return {
        ...rest,
        ...slaView(o),
        type_name: typeName.get(o.type_id) ?? '',
        person_in_charge_name: name.get(o.person_in_charge_id) ?? '',
        handler_ids: mine,
        handler_names: mine.map((id) => name.get(id) ?? ''),
        custom_fields: custom_fields ? (JSON.parse(custom_fields) as Record<string, unknown>) : {},
      };
    });
  }

  /** The actions the order's status allows and the caller's permissions and part in the order admit (the detail's buttons). */
  private actionsFor(ctx: AuthContext, order: WorkOrder, handlerIds: readonly number[]): WorkOrderAction[] {
    const involved = handlerIds.includes(ctx.userId) || order.person_in_charge_id === ctx.userId || ctx.isAdmin;
    return allowedActions(order.status).filter((action) => {
      if (action === 'markOverdue' || action === 'batchAssign') return false;
      if (action === 'evaluate') return order.create_user_id === ctx.userId || holdsAny(ctx, P.workOrder.review);
      if (!holdsAny(ctx, P.workOrder[ACTION_ROLE[action]])) return false;
      return ACTION_ROLE[action] !== 'handle' || action === 'grab' || involved;
    });
  }
}
