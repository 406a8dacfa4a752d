import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACTIONS_BESIDE_A_RUN,
  ACTIONS_NEEDING_NOTE,
  ACTION_ROLE,
  ENDED_STATUSES,
  Permission as P,
  WORK_ORDER_ACTION_LABELS,
  WORK_ORDER_STATUS_LABELS,
  transition,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@gengyun/contracts';
import { AuditService, BusinessError, holdsAny, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderEvents } from '../work-orders.events';
import { RecordHooks } from '../record/record-hooks';
import { pauseColumns } from '../sla/sla-pause';
import { WorkOrderNotifier } from '../notify/work-order-notifier';
import { WorkOrder } from './work-order.entity';
import { WorkOrderGuards } from './work-order-guards';
import { WorkOrderEndHooks } from './work-order-end-hooks';
import { replaceHandlers } from './work-order-handlers';
import { RequestClaims } from './request-claims';
import { WorkOrderQueryService, type WorkOrderView } from './work-order-query.service';
import { WORK_ORDER_BUSINESS_NO } from './work-order.service';
import type { WorkOrderActDto, WorkOrderBatchAssignDto } from './work-order.dto';
import { writeAtVersion } from './write-at-version';
import { openRuns, stopRun } from '../workflow/engine/open-runs';

const besideARun: readonly WorkOrderAction[] = ACTIONS_BESIDE_A_RUN;

const required = (labelKey: string, field: string): BusinessError =>
  new BusinessError('common.validation.required', 422, [{ key: labelKey }], { fields: { [field]: 'isNotEmpty' } });

/** What an action writes besides the status, once the table allowed it. */
interface Effect {
  handlers?: number[];
  columns: Partial<WorkOrder>;
}

/**
 * Actions on work orders through the one transition table (`transition()` in contracts). Each is one transaction that
 * moves the order only from the version the caller saw: of two people acting at once exactly one wins, the other is
 * told to get the latest data and retry, and nothing of theirs is written.
 */
@Injectable()
export class WorkOrderActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly query: WorkOrderQueryService,
    private readonly pools: WorkOrderPoolService,
    private readonly directory: UserDirectory,
    private readonly timeline: WorkOrderTimelineService,
    private readonly claims: RequestClaims,
    private readonly events: WorkOrderEvents,
    private readonly records: RecordHooks,
    private readonly notifier: WorkOrderNotifier,
    private readonly guards: WorkOrderGuards,
    private readonly endHooks: WorkOrderEndHooks,
  ) {}

  act(ctx: AuthContext, dto: WorkOrderActDto): Promise<WorkOrderView> {
    return this.claims.once(ctx, dto.request_id, async () => {
      const { order, handlerIds, running } = await this.query.forAction(ctx, dto.id);
      if (order.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
      const next = this.next(order.status, dto.action);
      if (running && !besideARun.includes(dto.action)) throw new BusinessError('workOrder.engine.errors.followsRun', 422);
      await this.mayAct(ctx, order, handlerIds, dto.action);
      if (ACTIONS_NEEDING_NOTE.includes(dto.action) && !dto.note?.trim()) throw required('workOrder.fields.note', 'note');
      const effect = await this.effect(ctx, dto, next);
      const plan = await this.records.beforeAct(ctx, order, dto.action, dto.file_ids);
      await this.guards.check(ctx, order, dto.action);
      Object.assign(effect.columns, pauseColumns(order, dto.action, new Date()));
      if (ENDED_STATUSES.includes(next)) effect.columns.ended_time = new Date();
      const saved = await this.dataSource.transaction(async (m) => {
        await this.move(m, ctx, order, dto.version, next, effect.columns);
        if (running && ENDED_STATUSES.includes(next)) await stopRun(m, order.id, new Date());
        if (effect.handlers) await replaceHandlers(m, ctx, order.id, effect.handlers);
        await this.record(m, ctx, order, dto.action, next, dto.note);
        await this.records.write(m, ctx, order, plan);
        await this.endHooks.run(m, ctx, order, next);
        return Object.assign(order, effect.columns, { status: next, version: dto.version + 1 });
      });
      const handlersNow = effect.handlers ? [...new Set(effect.handlers)] : handlerIds;
      this.events.changed(saved, handlersNow);
      await this.notifier.acted(ctx, saved, { action: dto.action, next, handlers: effect.handlers, note: dto.note });
      return (await this.query.views(ctx, [saved], { orderId: saved.id, handlerIds: handlersNow }))[0] as WorkOrderView;
    });
  }

  /**
   * Batch assignment (SPEC §4): orders in processing or pending confirmation, all of one type, get new handlers and/or
   * a new person in charge — all of them or, when one changed meanwhile, none.
   */
  batchAssign(ctx: AuthContext, dto: WorkOrderBatchAssignDto): Promise<WorkOrderView[]> {
    return this.claims.once(ctx, dto.request_id, async () => {
      if (!holdsAny(ctx, P.workOrder.dispatch)) throw BusinessError.forbidden();
      const ids = [...new Set(dto.ids)];
      const orders = await Promise.all(ids.map((id) => this.query.find(ctx, id)));
      if (new Set(orders.map((o) => o.type_id)).size > 1) throw new BusinessError('workOrder.errors.batchAssignType', 422);
      for (const order of orders) this.next(order.status, 'batchAssign');
      if ((await openRuns(this.dataSource.manager, ctx.enterpriseId, ids)).size) throw new BusinessError('workOrder.engine.errors.followsRun', 422);
      if (!dto.handler_ids?.length && !dto.person_in_charge_id) throw required('workOrder.fields.handlers', 'handler_ids');
      await this.directory.checkUsers(ctx, [...(dto.handler_ids ?? []), ...(dto.person_in_charge_id ? [dto.person_in_charge_id] : [])]);
      const columns: Partial<WorkOrder> = dto.person_in_charge_id ? { person_in_charge_id: dto.person_in_charge_id } : {};
      await this.dataSource.transaction(async (m) => {
        for (const order of orders) {
          await this.move(m, ctx, order, order.version, order.status, columns);
          if (dto.handler_ids?.length) await replaceHandlers(m, ctx, order.id, dto.handler_ids);
          await this.record(m, ctx, order, 'batchAssign', order.status, dto.note);
          Object.assign(order, columns, { version: order.version + 1 });
        }
      });
      for (const order of orders) this.events.changed(order, dto.handler_ids ?? (await this.query.handlerIds(ctx.enterpriseId, order.id)));
      return this.query.views(ctx, orders);
    });
  }

  private next(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderStatus {
    const result = transition(status, action);
    if (result.ok) return result.next;
    throw new BusinessError(result.key, 422, [{ key: WORK_ORDER_STATUS_LABELS[status] }, { key: WORK_ORDER_ACTION_LABELS[action] }]);
  }

  /** The action's permission, and for the handler's actions a part in the order (grabbing: a place in its pool). */
  private async mayAct(ctx: AuthContext, order: WorkOrder, handlerIds: readonly number[], action: WorkOrderAction): Promise<void> {
    if (action === 'evaluate') {
      if (order.create_user_id !== ctx.userId && !holdsAny(ctx, P.workOrder.review)) throw new BusinessError('workOrder.errors.notRequester', 403);
      return;
    }
    if (!holdsAny(ctx, P.workOrder[ACTION_ROLE[action]])) throw BusinessError.forbidden();
    if (action === 'grab') {
      if (order.pool_id && !ctx.isAdmin && !(await this.pools.isMember(ctx, order.pool_id))) throw new BusinessError('workOrder.errors.notInPool', 403);
      return;
    }
    const involved = ctx.isAdmin || handlerIds.includes(ctx.userId) || order.person_in_charge_id === ctx.userId;
    if (ACTION_ROLE[action] === 'handle' && !involved) throw new BusinessError('workOrder.errors.notHandler', 403);
  }

  /** What the action writes besides the status; checks the ids it names. */
  private async effect(ctx: AuthContext, dto: WorkOrderActDto, next: WorkOrderStatus): Promise<Effect> {
    const now = new Date();
    switch (dto.action) {
      case 'assign': {
        if (!dto.handler_ids?.length) throw required('workOrder.fields.handlers', 'handler_ids');
        await this.directory.checkUsers(ctx, dto.handler_ids);
        return { handlers: dto.handler_ids, columns: { accepted_time: null } };
      }
      case 'grab':
        return { handlers: [ctx.userId], columns: { accepted_time: now } };
      case 'accept':
        return { columns: { accepted_time: now } };
      case 'transfer': {
        if (!dto.transfer_to) throw required('workOrder.fields.transferTo', 'transfer_to');
        if (dto.transfer_to === ctx.userId) throw new BusinessError('workOrder.errors.transferSelf', 422, [], { fields: { transfer_to: 'transferSelf' } });
        await this.directory.checkUsers(ctx, [dto.transfer_to]);
        return { handlers: [dto.transfer_to], columns: { accepted_time: null } };
      }
      case 'giveBack':
      case 'release':
        return { handlers: [], columns: { accepted_time: null } };
      case 'start':
        return { columns: { started_time: now } };
      case 'finish':
        return { columns: { finished_time: now } };
      case 'reject':
        return { columns: next === 'rejected' ? { finished_time: null } : {} };
      case 'evaluate':
        if (!dto.score) throw required('workOrder.fields.score', 'score');
        return { columns: { evaluation_score: dto.score, evaluation_comment: dto.note ?? null } };
      case 'submit':
      case 'approve':
      case 'suspend':
      case 'resume':
      case 'confirm':
      case 'archive':
      case 'cancel':
      case 'void':
      case 'close':
      case 'batchAssign':
      case 'markOverdue':
        return { columns: {} };
    }
  }

  /** The conditional write: only from the version read; a miss means someone else changed the order first. */
  private move(m: EntityManager, ctx: AuthContext, order: WorkOrder, version: number, next: WorkOrderStatus, columns: Partial<WorkOrder>): Promise<void> {
    return writeAtVersion(m, ctx.enterpriseId, order.id, version, { ...columns, status: next });
  }

  private async record(m: EntityManager, ctx: AuthContext, order: WorkOrder, action: WorkOrderAction, next: WorkOrderStatus, note?: string): Promise<void> {
    await this.timeline.append(m, ctx, { orderId: order.id, action, from: order.status, to: next, note: note?.trim() || null });
    const params = [order.code, { key: WORK_ORDER_ACTION_LABELS[action] }, { key: WORK_ORDER_STATUS_LABELS[order.status] }, { key: WORK_ORDER_STATUS_LABELS[next] }];
    await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.audit.acted', params }], m);
  }
}
