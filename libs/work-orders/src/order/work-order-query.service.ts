import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ACTIONS_BESIDE_A_RUN, ACTION_ROLE, DataScope, Permission as P, WORK_ORDER_STATUSES, allowedActions, type Page, type WorkOrderAction, type WorkOrderDetail, type WorkOrderRow, type WorkOrderStatus } from '@gengyun/contracts';
import { BusinessError, findScoped, holdsAny, paginate, paginateByIds, scoped, whereFoldedKeyword, type AuthContext, type PageQueryDto, type Sendable } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { slaView } from '../sla/sla-view';
import { WORK_ORDER_SEARCH_INDEX, WorkOrder, WorkOrderHandler } from './work-order.entity';
import { countOfUnion, heldByScope, idsByDueOfUnion, newestOfUnion, pageOfUnion, statusCountsOfUnion } from './visible-union';
import { ORDER_SCOPE, ownOrders } from './work-order-scope';
import type { WorkOrderPageDto } from './work-order.dto';
import { openRunCondition } from '../workflow/engine/open-runs';

const besideARun: readonly WorkOrderAction[] = ACTIONS_BESIDE_A_RUN;

export type WorkOrderView = Sendable<WorkOrderRow>;

/**
 * A keyword matching at most this many orders is paged and counted from one scan of the search index; beyond it the
 * list is not counted further ("more than 2,000", `totalCapped`): counting every match cost the bench its target.
 */
export const KEYWORD_COUNT_CAP = 2000;
const keywordOf = (dto: Pick<WorkOrderPageDto, 'keyword' | 'keywordSearch'>): string | undefined => dto.keyword ?? dto.keywordSearch;
type Viewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'scopes' | 'isAdmin'>;
/** A condition added to a query over orders (aliased `o`). */
type Narrow = (qb: SelectQueryBuilder<WorkOrder>) => unknown;

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

  /**
   * What an action reads first, in one statement: the order as `find` reads it, its handlers (in the order they were
   * given) and whether a workflow run holds it.
   */
  async forAction(ctx: Viewer, id: number): Promise<{ order: WorkOrder; handlerIds: number[]; running: boolean }> {
    const { entities, raw } = await scoped(this.repo.createQueryBuilder('o'), ctx, ORDER_SCOPE, ownOrders('o', ctx.userId))
      .andWhere('o.id = :id', { id })
      .addSelect('(SELECT GROUP_CONCAT(ah.user_id ORDER BY ah.id) FROM work_order_handler ah WHERE ah.work_order_id = o.id)', 'handler_list')
      .addSelect(`CASE WHEN ${openRunCondition('o')} THEN 1 ELSE 0 END`, 'run_open')
      .getRawAndEntities<{ handler_list: string | number | null; run_open: number | string }>();
    const [order, row] = [entities[0], raw[0]];
    if (!order || !row) throw BusinessError.notFound();
    const handlerIds = row.handler_list === null ? [] : String(row.handler_list).split(',').map(Number);
    return { order, handlerIds, running: Number(row.run_open) === 1 };
  }

  /** The list's page; `narrow` adds a condition of the caller's own (the sub orders' "has a parent"). */
  async page(ctx: Viewer, dto: WorkOrderPageDto, narrow?: Narrow): Promise<Page<WorkOrderView>> {
    // Ids first, from the indexes, then the page's rows by id: a page of 100,000 orders no longer reads every column
    // of the rows it skips (docs/performance.md, work orders).
    const keyword = keywordOf(dto);
    const listed: Narrow = (qb) => {
      this.filters(qb, ctx, dto);
      narrow?.(qb);
    };
    if (heldByScope(ctx)) {
      const { ids, total, capped } = await pageOfUnion(this.visibleParts(ctx, listed), dto, keyword ? KEYWORD_COUNT_CAP : undefined);
      return { rows: await this.views(ctx, await this.inOrder(ctx, ids)), total, ...(capped ? { totalCapped: true } : {}) };
    }
    const qb = this.visible(ctx).orderBy('o.id', 'DESC');
    listed(qb);
    const { rows, ...counted } = await paginateByIds(qb, dto, keyword ? { index: WORK_ORDER_SEARCH_INDEX, wholeUpTo: KEYWORD_COUNT_CAP, capTotal: true } : {});
    return { rows: await this.views(ctx, rows), ...counted };
  }

  /**
   * The orders the caller may see, narrowed, as queries whose union they are: for a caller held by a location or type
   * scope, the orders in scope, those they are in charge of and those they handle, each answered by its own index
   * (the one condition of `visible()` reads every order of the enterprise); for anyone else `visible()` alone.
   */
  private visibleParts(ctx: Viewer, narrow: Narrow = () => undefined): Array<SelectQueryBuilder<WorkOrder>> {
    if (!heldByScope(ctx)) {
      const qb = this.visible(ctx);
      narrow(qb);
      return [qb];
    }
    const inScope = scoped(this.repo.createQueryBuilder('o'), ctx, ORDER_SCOPE);
    // MySQL answers a location scope from the search index only when told: left alone it reads each location's rows.
    if (ctx.scopes[DataScope.location]) inScope.useIndex(WORK_ORDER_SEARCH_INDEX);
    const parts = [
      inScope,
      this.tenant(ctx).andWhere('o.person_in_charge_id = :inCharge', { inCharge: ctx.userId }),
      this.tenant(ctx).innerJoin(WorkOrderHandler, 'h', 'h.work_order_id = o.id AND h.enterprise_id = :hEnt AND h.user_id = :handling', { hEnt: ctx.enterpriseId, handling: ctx.userId }),
    ];
    for (const qb of parts) narrow(qb);
    return parts;
  }

  /** How many orders the caller may see match `narrow` (the overview's and the work bench's counts). */
  countVisible(ctx: Viewer, narrow?: Narrow): Promise<number> {
    const parts = this.visibleParts(ctx, narrow);
    return parts.length === 1 ? parts[0]!.getCount() : countOfUnion(parts);
  }

  /** How many orders the caller may see have each status (statuses without orders left out). */
  async countVisibleByStatus(ctx: Viewer): Promise<Map<WorkOrderStatus, number>> {
    const parts = this.visibleParts(ctx);
    const rows: Array<{ status: string; n: number | string }> =
      parts.length === 1
        ? await parts[0]!.select('o.status', 'status').addSelect('COUNT(*)', 'n').groupBy('o.status').getRawMany<{ status: string; n: number | string }>()
        : await statusCountsOfUnion(parts);
    return new Map(rows.map((r) => [r.status as WorkOrderStatus, Number(r.n)]));
  }

  /** A page, newest first, of the orders the caller may see that match `narrow` (the to-do list). */
  async pageVisible(ctx: Viewer, page: PageQueryDto, narrow: Narrow): Promise<Page<WorkOrder>> {
    if (!heldByScope(ctx)) return paginate(this.visibleParts(ctx, narrow)[0]!.orderBy('o.id', 'DESC'), page);
    const { ids, total } = await pageOfUnion(this.visibleParts(ctx, narrow), page);
    return { rows: await this.inOrder(ctx, ids), total };
  }

  /** The first `limit` orders by due time (then id) the caller may see that match `narrow` (the schedule). */
  async firstDueVisible(ctx: Viewer, limit: number, narrow: Narrow): Promise<WorkOrder[]> {
    const parts = this.visibleParts(ctx, narrow);
    if (parts.length === 1) return parts[0]!.orderBy('o.due_time', 'ASC').addOrderBy('o.id', 'ASC').take(limit).getMany();
    return this.inOrder(ctx, await idsByDueOfUnion(parts, limit));
  }

  /** The list's filters over the orders the caller may see, newest first, as one query (`visible()`). */
  filtered(ctx: Viewer, dto: Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>): SelectQueryBuilder<WorkOrder> {
    return this.filters(this.visible(ctx), ctx, dto).orderBy('o.id', 'DESC');
  }

  /**
   * The ids of the first `limit` orders, newest first, the list would show with these filters (its export): read as
   * the list reads them, a scoped caller's through the union of their scope and their own orders.
   */
  async filteredIds(ctx: Viewer, dto: Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>, limit: number): Promise<number[]> {
    const parts = this.visibleParts(ctx, (qb) => this.filters(qb, ctx, dto));
    if (parts.length > 1) return newestOfUnion(parts, limit);
    const rows = await parts[0]!.select('o.id', 'id').orderBy('o.id', 'DESC').limit(limit).getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  private filters(qb: SelectQueryBuilder<WorkOrder>, ctx: Viewer, dto: Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>): SelectQueryBuilder<WorkOrder> {
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
    return whereFoldedKeyword(qb, keywordOf(dto), 'o.search_text');
  }

  private tenant(ctx: Viewer): SelectQueryBuilder<WorkOrder> {
    return this.repo.createQueryBuilder('o').where('o.enterprise_id = :ent', { ent: ctx.enterpriseId });
  }

  /** The orders of these ids, in their order (ids read by the caller's scoped query: `filteredIds`, a union's page). */
  async inOrder(ctx: Viewer, ids: readonly number[]): Promise<WorkOrder[]> {
    if (!ids.length) return [];
    const byId = new Map((await this.repo.findBy({ enterprise_id: ctx.enterpriseId, id: In([...ids]) })).map((o) => [o.id, o]));
    return ids.map((id) => byId.get(id)).filter((o): o is WorkOrder => o !== undefined);
  }

  async detail(ctx: AuthContext, id: number): Promise<Sendable<WorkOrderDetail>> {
    const { order, handlerIds, running } = await this.forAction(ctx, id);
    const [[view], timeline] = await Promise.all([this.views(ctx, [order], { orderId: order.id, handlerIds }), this.timeline.of(ctx.enterpriseId, order.id)]);
    const row = view as WorkOrderView;
    const actions = this.actionsFor(ctx, order, row.handler_ids).filter((a) => !running || besideARun.includes(a));
    return { ...row, timeline, actions };
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

  /** The orders as the list sends them; `known` gives the handlers of one order the caller has just read or written. */
  async views(ctx: Pick<AuthContext, 'enterpriseId'>, orders: WorkOrder[], known?: { orderId: number; handlerIds: readonly number[] }): Promise<WorkOrderView[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const handlerRows: Promise<Array<Pick<WorkOrderHandler, 'work_order_id' | 'user_id'>>> =
      known && ids.length === 1 && ids[0] === known.orderId
        ? Promise.resolve(known.handlerIds.map((user_id) => ({ work_order_id: known.orderId, user_id })))
        : this.handlers.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: In(ids) }, order: { id: 'ASC' } });
    const [handlers, types] = await Promise.all([
      handlerRows,
      this.types.find({ select: { id: true, name: true }, where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(orders.map((o) => o.type_id))]) } }),
    ]);
    const people = await this.directory.byIds(ctx.enterpriseId, [...new Set([...orders.map((o) => o.person_in_charge_id), ...handlers.map((h) => h.user_id)])]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    const typeName = new Map(types.map((t) => [t.id, t.name]));
    return orders.map((o) => {
      const mine = handlers.filter((h) => h.work_order_id === o.id).map((h) => h.user_id);
      const { custom_fields, search_text: _folded, ...rest } = o;
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
