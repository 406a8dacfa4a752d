import { Injectable } from '@nestjs/common';
import { Permission as P, type TodayPlanOrder, type TodayPlans } from '@gengyun/contracts';
import { AppConfig, holdsAny, type AuthContext } from '@gengyun/core';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import { dayIn } from '../cycle/zoned';
import { PatrolTaskService } from '../patrol/task/patrol-task.service';
import type { PatrolTaskPageDto } from '../patrol/task/patrol-task.dto';

/** The card lists at most this many of each. */
const LIMIT = 50;

/** Plan orders due that day: the occurrence row generation wrote in the order's own transaction. */
const DUE_THAT_DAY = 'EXISTS (SELECT 1 FROM maintenance_plan_occurrence po WHERE po.work_order_id = o.id AND po.enterprise_id = o.enterprise_id AND po.due_date = :today)';

/**
 * The work bench's "today's plans" (issue 14 item 5): plan orders due today and today's patrol tasks. Planners (plan
 * list or edit) see every plan order in their scope, others the orders they are in charge of or handle — and only with
 * the order list permission that opens them; patrol supervisors every task in their scope, inspectors their own (and
 * their pools'). Tasks are read through the patrol folder's task service, unchanged.
 */
@Injectable()
export class TodayPlansService {
  constructor(
    private readonly orders: WorkOrderQueryService,
    private readonly tasks: PatrolTaskService,
    private readonly config: AppConfig,
  ) {}

  async list(ctx: AuthContext, now = new Date()): Promise<TodayPlans> {
    const today = dayIn(now, this.config.timeZone);
    const allOrders = holdsAny(ctx, [P.plan.list, P.plan.edit]);
    const allTasks = holdsAny(ctx, P.patrol.list);
    const orders = holdsAny(ctx, P.workOrder.list) ? await this.ordersQuery(ctx, today, allOrders).orderBy('o.due_time', 'ASC').addOrderBy('o.id', 'ASC').take(LIMIT).getMany() : [];
    return {
      day: today,
      orders: orders.map(
        (o): TodayPlanOrder => ({ id: o.id, code: o.code, title: o.title, status: o.status, plan_id: o.source_id as number, equipment_id: o.equipment_id, due_time: o.due_time ? o.due_time.toISOString() : null }),
      ),
      tasks: await this.taskRows(ctx, today, now, allTasks),
      all_orders: allOrders,
      all_tasks: allTasks,
    };
  }

  /** The card's count: today's plan orders and patrol tasks the caller would see listed (0 without the permissions). */
  async count(ctx: AuthContext, now = new Date()): Promise<number> {
    const today = dayIn(now, this.config.timeZone);
    const orders = holdsAny(ctx, P.workOrder.list) ? await this.ordersQuery(ctx, today, holdsAny(ctx, [P.plan.list, P.plan.edit])).getCount() : 0;
    if (holdsAny(ctx, P.patrol.list)) return orders + (await this.tasks.page(ctx, this.taskPage(today))).total;
    return orders + (holdsAny(ctx, P.patrol.inspect) ? (await this.tasks.mine(ctx, now)).length : 0);
  }

  /** Orders the caller may see (`mine`: only those they are in charge of or handle), of plans, due today. */
  private ordersQuery(ctx: AuthContext, today: string, all: boolean) {
    return this.orders.filtered(ctx, { mine: !all } as Parameters<WorkOrderQueryService['filtered']>[1]).andWhere("o.source = 'plan'").andWhere(DUE_THAT_DAY, { today });
  }

  private async taskRows(ctx: AuthContext, today: string, now: Date, all: boolean): Promise<TodayPlans['tasks']> {
    if (all) return (await this.tasks.page(ctx, this.taskPage(today))).rows;
    return holdsAny(ctx, P.patrol.inspect) ? this.tasks.mine(ctx, now) : [];
  }

  private taskPage(today: string): PatrolTaskPageDto {
    return { date: today, pageNumber: 1, pageSize: LIMIT } as PatrolTaskPageDto;
  }
}
