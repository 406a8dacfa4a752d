import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { WORK_ORDER_STATUSES, type Page, type WorkOrderOverview, type WorkOrderStatus, type WorkOrderTodoRow } from '@gengyun/contracts';
import { paginate, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrderPoolMember } from '../pool/work-order-pool.entity';
import { WorkOrderQueryService, wherePastDue } from '../order/work-order-query.service';
import { kindOf, waitingInMyPools, whereTodo } from './work-order-todo';
import type { WorkOrderTodoPageDto } from './work-order-overview.dto';

/**
 * The dispatcher's overview and everyone's to-do list. Both start from the list's own query (`visible()`: the caller's
 * location and type scopes plus their own orders), so a count never covers an order the list would not show.
 */
@Injectable()
export class WorkOrderOverviewService {
  constructor(
    private readonly query: WorkOrderQueryService,
    @InjectRepository(WorkOrderPoolMember) private readonly members: Repository<WorkOrderPoolMember>,
  ) {}

  async overview(ctx: AuthContext): Promise<WorkOrderOverview> {
    const grouped = await this.query
      .visible(ctx)
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('o.status')
      .getRawMany<{ status: WorkOrderStatus; n: number | string }>();
    const counts = new Map(grouped.map((g) => [g.status, Number(g.n)]));
    const [pastDue, myPool, myTodo] = await Promise.all([
      wherePastDue(this.query.visible(ctx)).getCount(),
      this.query
        .visible(ctx)
        .setParameters({ todoMe: ctx.userId, todoEnterprise: ctx.enterpriseId })
        .andWhere(new Brackets(waitingInMyPools))
        .getCount(),
      whereTodo(this.query.visible(ctx), ctx).getCount(),
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
    const qb = whereTodo(this.query.visible(ctx), ctx, dto.kind);
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['o.code', 'o.title']);
    const page = await paginate(qb.orderBy('o.id', 'DESC'), dto);
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
