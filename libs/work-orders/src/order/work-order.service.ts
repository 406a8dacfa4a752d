import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ENDED_STATUSES } from '@gengyun/contracts';
import { AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTypeService, type WorkOrderTypeView } from '../type/work-order-type.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderEvents } from '../work-orders.events';
import { RecordHooks } from '../record/record-hooks';
import { RuleHooks } from '../rule/rule-hooks';
import { WorkflowTemplateService } from '../workflow/template/workflow-template.service';
import { lateAfterEdit } from '../sla/sla-late';
import { WorkOrder, workOrderSearchText } from './work-order.entity';
import { WorkOrderNumbers } from './work-order-number';
import { RequestClaims } from './request-claims';
import { customFileIds } from './custom-field-values';
import { TRACKED_FIELDS, WorkOrderFields, usersKey, type CheckedFields } from './work-order-fields';
import { BatchReads } from './batch-reads';
import { WorkOrderQueryService, type WorkOrderView } from './work-order-query.service';
import type { WorkOrderAddDto, WorkOrderUpdateDto } from './work-order.dto';
import { writeAtVersion } from './write-at-version';
import { NewOrders, WORK_ORDER_BUSINESS_NO, type OrderOrigin, type Prepared } from './new-orders';

export { WORK_ORDER_BUSINESS_NO, type OrderOrigin };

/** Creating and editing work orders: every reference checked (exists, this enterprise, the caller's scope) first. */
@Injectable()
export class WorkOrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly types: WorkOrderTypeService,
    private readonly checks: WorkOrderFields,
    private readonly directory: UserDirectory,
    private readonly numbers: WorkOrderNumbers,
    private readonly claims: RequestClaims,
    private readonly query: WorkOrderQueryService,
    private readonly timeline: WorkOrderTimelineService,
    private readonly events: WorkOrderEvents,
    private readonly records: RecordHooks,
    private readonly templates: WorkflowTemplateService,
    private readonly rules: RuleHooks,
    private readonly newOrders: NewOrders,
  ) {}

  add(ctx: AuthContext, form: WorkOrderAddDto, origin: OrderOrigin = {}): Promise<WorkOrderView> {
    return this.claims.once(ctx, form.request_id, async () => {
      const ready = await this.prepared(ctx, form, origin);
      const day = await this.numbers.prepare(this.dataSource.manager, ctx.enterpriseId);
      const [order] = await this.dataSource.transaction(async (m) => this.newOrders.write(m, ctx, [ready], [await this.numbers.next(m, ctx.enterpriseId, day)]));
      this.events.changed(order!, ready.handlerIds);
      return (await this.query.views(ctx, [order!]))[0] as WorkOrderView;
    });
  }

  /**
   * `add` for many orders of one enterprise made by the system (plan generation): every order checked as `add` checks
   * it, before anything is written; then one transaction writes them all, their numbers taken with one raise of the
   * day's counter (held until the commit, as one `add` holds it). `within` runs in that transaction once
   * every order is written (the caller's own rows for the batch). All or nothing: a refused order or a throw of any
   * `within` (a unique key another run wrote first) undoes the whole batch, and the caller may retry one at a time.
   * A form's `request_id` is not claimed: the caller's own keys make the batch once. Each reference the orders share
   * (type, people, pool, template, …) is read once for the batch, and their equipment with one query (`BatchReads`).
   */
  async addMany(ctx: AuthContext, items: ReadonlyArray<{ form: WorkOrderAddDto; origin?: OrderOrigin }>, within?: (m: EntityManager, orders: WorkOrder[]) => Promise<void>): Promise<WorkOrder[]> {
    if (!items.length) return [];
    const reads = await this.checks.batchReads(ctx, items.map((i) => i.form));
    const ready: Prepared[] = [];
    for (const { form, origin } of items) ready.push(await this.prepared(ctx, form, origin ?? {}, reads));
    const day = await this.numbers.prepare(this.dataSource.manager, ctx.enterpriseId);
    const orders = await this.dataSource.transaction(async (m) => {
      const rows = await this.newOrders.write(m, ctx, ready, await this.numbers.nextMany(m, ctx.enterpriseId, day, ready.length));
      await within?.(m, rows);
      return rows;
    });
    orders.forEach((order, i) => this.events.changed(order, ready[i]!.handlerIds));
    return orders;
  }

  /** Everything `add` reads and checks before it writes: the assignment rules, the references, the record plan. */
  private async prepared(ctx: AuthContext, form: WorkOrderAddDto, origin: OrderOrigin, reads = BatchReads.direct): Promise<Prepared> {
    const ruled = await this.rules.assignment(ctx, form, reads);
    const dto = this.rules.apply(form, ruled);
    const { fields, type } = await this.checks.checked(ctx, dto, reads);
    const handlerIds = [...new Set(dto.handler_ids ?? [])];
    await reads.once(usersKey(handlerIds), () => this.directory.checkUsers(ctx, handlerIds));
    const plan = await this.records.beforeSave(ctx, dto, null, customFileIds(type.fields, fields.custom_fields), [], reads);
    const templateId = type.default_template_id;
    const templateVersionId = await reads.once(`template:${templateId}`, () => this.templates.startingVersion(ctx.enterpriseId, templateId));
    return { dto, origin, ruled, fields, type, handlerIds, plan, templateVersionId, now: Date.now(), reads };
  }

  /** Edits the order's fields at the version the caller saw; handlers and status change through actions only. */
  async update(ctx: AuthContext, dto: WorkOrderUpdateDto): Promise<WorkOrderView> {
    const order = await this.query.find(ctx, dto.id);
    if (order.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    if (ENDED_STATUSES.includes(order.status)) throw new BusinessError('workOrder.errors.ended', 422);
    if (dto.parent_id === order.id)
      {throw new BusinessError('workOrder.errors.parentSelf', 422, [], {
        fields: { parent_id: 'parentSelf' },
      });}
    const checked = await this.checks.checked(ctx, dto);
    const plan = await this.records.beforeSave(ctx, dto, order, customFileIds(checked.type.fields, checked.fields.custom_fields), await this.fieldFileIds(ctx, order, checked.type));
    // The form sends every field; the pool and the due time, defaulted at creation, stay unless sent.
    const fields: CheckedFields = {
      ...checked.fields,
      pool_id: dto.pool_id === undefined ? order.pool_id : checked.fields.pool_id,
      due_time: checked.fields.due_time ?? order.due_time,
    };
    const comparable = (v: unknown): string => String(v instanceof Date ? v.getTime() : v);
    const changes = TRACKED_FIELDS.filter((k) => comparable(order[k]) !== comparable(fields[k]));
    await this.dataSource.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, order.id, dto.version, {
        ...fields,
        search_text: workOrderSearchText({ code: order.code, title: fields.title }),
        ...lateAfterEdit(order, fields.due_time),
      });
      await this.timeline.append(m, ctx, {
        orderId: order.id,
        action: 'update',
        from: order.status,
        to: order.status,
        changes,
      });
      await this.records.write(m, ctx, order, plan);
      await this.audit.record(
        ctx,
        WORK_ORDER_BUSINESS_NO,
        order.id,
        [{ key: 'workOrder.audit.updated', params: [order.code, changes.join(', ')] }],
        m,
      );
    });
    await this.records.afterCommit(ctx, plan);
    const saved = await this.query.find(ctx, order.id);
    this.events.changed(saved, await this.query.handlerIds(ctx.enterpriseId, saved.id));
    return (await this.query.views(ctx, [saved]))[0] as WorkOrderView;
  }

  /**
   * The inventory area's port for the order's parts cost (Σ issue amounts − Σ return amounts): each stock document
   * adds its own share, in the document's transaction. An increment, not a recomputed total, so two documents of one
   * order at once both count; the order's version stays, as no form edits this column.
   */
  async addPartsCost(m: EntityManager, enterpriseId: number, orderId: number, delta: number): Promise<void> {
    if (!delta) return;
    await m
      .createQueryBuilder()
      .update(WorkOrder)
      .set({ parts_cost: () => 'parts_cost + :delta', update_time: new Date() })
      .where('id = :id AND enterprise_id = :e', { id: orderId, e: enterpriseId, delta: delta.toFixed(2) })
      .execute();
  }

  /**
   * The files the order's file and picture fields hold before an edit, by its stored type's fields (when the edit
   * changes the type, read whatever the caller's type scope: an order of theirs may be of a type outside it).
   */
  private async fieldFileIds(ctx: AuthContext, order: WorkOrder, current: WorkOrderTypeView): Promise<number[]> {
    if (!order.custom_fields) return [];
    const type = order.type_id === current.id ? current : await this.types.detail({ ...ctx, isAdmin: true }, order.type_id);
    return customFileIds(type.fields, order.custom_fields).map((f) => f.id);
  }
}
