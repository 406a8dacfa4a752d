import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { WORK_ORDER_STATUSES, type Page, type WorkOrderOverview, type WorkOrderTodoRow } from '@gengyun/contracts';
import { whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrderPoolMember } from '../pool/work-order-pool.entity';
import { WorkOrderQueryService, wherePastDue } from '../order/work-order-query.service';
import { kindOf, waitingInMyPools, whereTodo } from './work-order-todo';
import type { WorkOrderTodoPageDto } from './work-order-overview.dto';

/**
 * The dispatcher's overview and everyone's to-do list. Both read the orders the list reads (the caller's location and
 * type scopes plus their own orders, a union of the three for a scoped caller), so a count never covers an order the
 * list would not show.
 */
@Injectable()
export class WorkOrderOverviewService {
  constructor(
    private readonly query: WorkOrderQueryService,
    @InjectRepository(WorkOrderPoolMember) private readonly members: Repository<WorkOrderPoolMember>,
  ) {}

  async overview(ctx: AuthContext): Promise<WorkOrderOverview> {
    const [counts, pastDue, myPool, myTodo] = await Promise.all([
      this.query.countVisibleByStatus(ctx),
      this.query.countVisible(ctx, (qb) => wherePastDue(qb)),
      this.query.countVisible(ctx, (qb) => qb.setParameters({ todoMe: ctx.userId, todoEnterprise: ctx.enterpriseId }).andWhere(new Brackets(waitingInMyPools))),
      this.query.countVisible(ctx, (qb) => whereTodo(qb, ctx)),
    ]);
    return {
      by_status: WORK_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      overdue: counts.get('overdue') ?? 0,
      past_due: pastDue,
      my_pool: myPool,
      my_todo: myTodo,
    };
  }

  async todo(ctx: AuthContext, dto: WorkOrderTodoPageDto): Promise<Page<Sendable<WorkOrderTodoRow>>> {
    const page = await this.query.pageVisible(ctx, dto, (qb) => whereKeyword(whereTodo(qb, ctx, dto.kind), dto.keyword ?? dto.keywordSearch, ['o.code', 'o.title']));
    const pools = new Set(
      (await this.members.find({ select: { pool_id: true }, where: { enterprise_id: ctx.enterpriseId, user_id: ctx.userId } })).map((m) => m.pool_id),
    );
    const views = await this.query.views(ctx, page.rows);
    const rows = page.rows.map((order, i) => {
      const view = views[i] as (typeof views)[number];
      return { ...view, todo: dto.kind ?? kindOf(order, view.handler_ids, pools, ctx) };
    });
    return { rows, total: page.total };
  }
}
