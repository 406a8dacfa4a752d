import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { AuditService, type AuthContext } from '@gengyun/core';
import type { WorkOrderTypeView } from '../type/work-order-type.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { RecordHooks } from '../record/record-hooks';
import { RuleHooks } from '../rule/rule-hooks';
import type { WorkflowTemplateService } from '../workflow/template/workflow-template.service';
import { WorkflowRun } from '../workflow/engine/workflow-run';
import { WorkOrder } from './work-order.entity';
import { addHandlers } from './work-order-handlers';
import type { CheckedFields } from './work-order-fields';
import type { BatchReads } from './batch-reads';
import type { WorkOrderAddDto } from './work-order.dto';

export const WORK_ORDER_BUSINESS_NO = 'workOrder';
const MINUTE = 60_000;

/** Where an order comes from when another part of the area creates it (a converted service request, an alarm). */
export interface OrderOrigin {
  /** The order's requester (its creator, who may evaluate it); the caller by default. */
  creatorId?: number;
  /** Runs inside the order's transaction once the order is written: a throw undoes the order too. */
  within?: (m: EntityManager, order: WorkOrder) => Promise<void>;
}

/** An order checked and ready to write (see `WorkOrderService.add`). */
export interface Prepared {
  dto: WorkOrderAddDto;
  origin: OrderOrigin;
  ruled: Awaited<ReturnType<RuleHooks['assignment']>>;
  fields: CheckedFields;
  type: WorkOrderTypeView;
  handlerIds: number[];
  plan: Awaited<ReturnType<RecordHooks['beforeSave']>>;
  templateVersionId: Awaited<ReturnType<WorkflowTemplateService['startingVersion']>>;
  now: number;
  /** What the batch it is part of has read (nothing kept for one `add`). */
  reads: BatchReads;
}

/**
 * Checked new orders of one caller written with everything that goes with them, in the caller's transaction: the
 * orders, their handlers, 'create' timeline lines and change-log entries each with one statement for the whole
 * batch (a day's plan orders are tens of thousands); their workflow starts, assignment-rule lines and files order by
 * order, as each may differ. Per order, the rows keep the order one `add` writes them in.
 */
@Injectable()
export class NewOrders {
  constructor(
    private readonly audit: AuditService,
    private readonly timeline: WorkOrderTimelineService,
    private readonly run: WorkflowRun,
    private readonly rules: RuleHooks,
    private readonly records: RecordHooks,
  ) {}

  async write(m: EntityManager, ctx: AuthContext, ready: readonly Prepared[], codes: readonly string[]): Promise<WorkOrder[]> {
    const rows = ready.map((one, i) => this.row(m, ctx, one, codes[i]!));
    await m.createQueryBuilder().insert().into(WorkOrder).values(rows).updateEntity(false).execute();
    // By code rather than from the first insert id: consecutive ids are not promised under every auto-increment mode.
    const saved = await m.find(WorkOrder, { select: { id: true, code: true }, where: { enterprise_id: ctx.enterpriseId, code: In([...codes]) } });
    const ids = new Map(saved.map((s) => [s.code, s.id]));
    for (const row of rows) row.id = ids.get(row.code)!;
    await addHandlers(m, ctx, rows.map((row, i) => ({ orderId: row.id, userIds: ready[i]!.handlerIds })));
    for (const [i, row] of rows.entries()) await this.run.start(m, ctx, row, ready[i]!.reads);
    await this.timeline.appendMany(m, ctx, rows.map((row) => ({ orderId: row.id, action: 'create', from: null, to: row.status })));
    for (const [i, row] of rows.entries()) {
      await this.rules.write(m, ctx, row.id, row.status, ready[i]!.ruled);
      await this.records.write(m, ctx, row, ready[i]!.plan);
    }
    await this.audit.recordMany(ctx, rows.map((row) => ({ businessNo: WORK_ORDER_BUSINESS_NO, dataId: row.id, remark: [{ key: 'workOrder.audit.created', params: [row.code] }] })), m);
    for (const [i, row] of rows.entries()) await ready[i]!.origin.within?.(m, row);
    return rows;
  }

  private row(m: EntityManager, ctx: AuthContext, ready: Prepared, code: string): WorkOrder {
    const { dto, origin, fields, type, handlerIds, now } = ready;
    const level = type.levels.find((l) => l.level === dto.priority);
    return m.create(WorkOrder, {
      ...fields,
      enterprise_id: ctx.enterpriseId,
      create_user_id: origin.creatorId ?? (ctx.userId || null),
      code,
      status: handlerIds.length ? 'toAccept' : 'toAssign',
      pool_id: fields.pool_id ?? type.default_pool_id,
      due_time: fields.due_time ?? (level ? new Date(now + level.completion_minutes * MINUTE) : null),
      response_deadline: level ? new Date(now + level.response_minutes * MINUTE) : null,
      source: dto.source ?? 'manual',
      source_id: dto.source_id ?? null,
      version: 1,
      accepted_time: null,
      started_time: null,
      finished_time: null,
      ended_time: null,
      evaluation_score: null,
      evaluation_comment: null,
      parts_cost: '0.00',
      template_version_id: ready.templateVersionId,
    });
  }
}
