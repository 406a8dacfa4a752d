import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { WorkOrderStatus, WorkOrderTimelineEntry } from '@gengyun/contracts';
import type { AuthContext, Sendable } from '@gengyun/core';
import { WorkOrderTimeline, type TimelineAction } from './work-order-timeline.entity';

export interface TimelineStep {
  orderId: number;
  action: TimelineAction;
  from: WorkOrderStatus | null;
  to: WorkOrderStatus;
  note?: string | null;
  changes?: string[];
}

/** The timeline of a work order: one row per change, written in the change's transaction. */
@Injectable()
export class WorkOrderTimelineService {
  constructor(@InjectRepository(WorkOrderTimeline) private readonly repo: Repository<WorkOrderTimeline>) {}

  async append(m: EntityManager, ctx: Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>, step: TimelineStep): Promise<void> {
    await this.appendMany(m, ctx, [step]);
  }

  /** Steps of one actor on many orders (a batch of new orders), with one statement. */
  async appendMany(m: EntityManager, ctx: Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>, steps: readonly TimelineStep[]): Promise<void> {
    if (!steps.length) return;
    const now = new Date();
    await m.insert(
      WorkOrderTimeline,
      steps.map((step) => ({
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId || null,
        create_time: now,
        update_time: now,
        work_order_id: step.orderId,
        user_name: ctx.name.slice(0, 50),
        action: step.action,
        from_status: step.from,
        to_status: step.to,
        note: step.note ?? null,
        changes: step.changes?.length ? JSON.stringify(step.changes) : null,
      })),
    );
  }

  /** Oldest first. The caller has already checked that the order is visible to them. */
  async of(enterpriseId: number, orderId: number): Promise<Array<Sendable<WorkOrderTimelineEntry>>> {
    const rows = await this.repo.find({ where: { enterprise_id: enterpriseId, work_order_id: orderId }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      create_time: r.create_time,
      // The platform's own steps (the overdue sweep) are recorded under user id 0, as in the audit log.
      user_id: r.create_user_id || null,
      user_name: r.user_name,
      action: r.action,
      from_status: r.from_status,
      to_status: r.to_status,
      note: r.note,
      changes: r.changes ? (JSON.parse(r.changes) as string[]) : [],
    }));
  }
}
