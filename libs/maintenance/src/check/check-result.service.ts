import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { CheckResultRow, TaskItemRow } from '@gengyun/contracts';
import { BusinessError, Translator, type AuthContext } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { RecordAccess, WorkOrderQueryService, WorkOrderService, type WorkOrderAddDto, type WorkOrderView } from '@gengyun/work-orders';
import { CheckRepair, CheckResult } from './check-result.entity';
import { CHECK_RESULT_BUSINESS_NO, ItemAnswers, itemCopy } from './item-answers';
import type { CheckResultRecordDto } from './check-result.dto';

type Order = Awaited<ReturnType<WorkOrderQueryService['find']>>;
/**
 * Checklist results on generated orders (issue 14): the template's items attached to the order when it is made, one
 * answer per item recorded by those who may record on the order while it is open, and a failed item marked "failure
 * opens a work order" opening one repair order, a sub order of the checked one.
 */
@Injectable()
export class CheckResults {
  constructor(
    @InjectRepository(CheckResult) private readonly repo: Repository<CheckResult>,
    @InjectRepository(CheckRepair) private readonly repairs: Repository<CheckRepair>,
    private readonly query: WorkOrderQueryService,
    private readonly access: RecordAccess,
    private readonly orders: WorkOrderService,
    private readonly answers: ItemAnswers,
    private readonly translator: Translator,
  ) {}

  /** Writes each new order's template items (its own copy), in the orders' transaction, with one statement for them all. */
  async attach(m: EntityManager, enterpriseId: number, orders: ReadonlyArray<{ orderId: number; items: readonly TaskItemRow[] }>): Promise<void> {
    const now = new Date();
    const rows = orders.flatMap(({ orderId, items }) =>
      items.map((item, position) => ({ enterprise_id: enterpriseId, create_user_id: null, create_time: now, update_time: now, work_order_id: orderId, ...itemCopy(item, position) })),
    );
    if (rows.length) await m.insert(CheckResult, rows);
  }

  /** The checklist of an order the caller may see ("not found" otherwise), in the template's order. */
  async list(ctx: AuthContext, orderId: number): Promise<CheckResultRow[]> {
    const order = await this.query.find(ctx, orderId);
    return this.rowsOf(ctx, order);
  }

  /**
   * Records one item's answer, checked against the item's type and limits; the order must be open and the caller one
   * who may record on it. A failure on an item that opens orders opens its repair order (once).
   */
  async record(ctx: AuthContext, dto: CheckResultRecordDto): Promise<CheckResultRow> {
    const result = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, id: dto.id } });
    if (!result) throw BusinessError.notFound();
    const w = await this.access.writable(ctx, result.work_order_id);
    const checked = await this.answers.check(ctx, CHECK_RESULT_BUSINESS_NO, result, dto.value);
    await this.repo.manager.transaction(async (m) => {
      await this.answers.write(m, ctx, CHECK_RESULT_BUSINESS_NO, CheckResult, [checked]);
      await this.access.note(m, ctx, w.order, 'checklist', `${result.name}: ${checked.value}`);
    });
    this.access.changed(w);
    if (checked.failed && result.failure_opens_order) await this.openRepair(ctx, w.order, result, checked.value);
    return (await this.rowsOf(ctx, w.order, result.id))[0] as CheckResultRow;
  }

  /**
   * The repair order of a failed result, through the work-order service as the system on the caller's behalf (the
   * checked order's type, priority, person and equipment). The repair row's unique key on the result makes it once:
   * a second failure, or two at once, finds the key taken and its order is undone.
   */
  private async openRepair(ctx: AuthContext, order: Order, result: CheckResult, value: string): Promise<WorkOrderView | null> {
    const t = (key: Parameters<Translator['t']>[0], params: unknown[]) => this.translator.t(key, ctx.lang, params, ctx.enterpriseId);
    const form = {
      title: (await t('maintenance.check.failedTitle', [order.title, result.name])).slice(0, 100),
      description: await t('maintenance.check.failedDescription', [result.name, result.standard ?? '', value]),
      type_id: order.type_id,
      priority: order.priority,
      person_in_charge_id: order.person_in_charge_id,
      equipment_id: order.equipment_id ?? undefined,
      location_id: order.equipment_id ? undefined : (order.location_id ?? undefined),
      parent_id: order.id,
      source: 'inspection',
      source_id: result.id,
    } satisfies Partial<WorkOrderAddDto>;
    return this.answers.repairOnce(
      () => this.repairs.exists({ where: { enterprise_id: ctx.enterpriseId, result_id: result.id } }),
      () =>
        this.orders.add(systemContext(ctx.enterpriseId), form as WorkOrderAddDto, {
          creatorId: ctx.userId,
          within: async (m, repair) => {
            await m.save(m.create(CheckRepair, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, result_id: result.id, work_order_id: repair.id }));
          },
        }),
    );
  }

  private async rowsOf(ctx: AuthContext, order: Order, id?: number): Promise<CheckResultRow[]> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id, ...(id ? { id } : {}) }, order: { position: 'ASC' } });
    const repairs = rows.length ? await this.repairs.find({ where: { enterprise_id: ctx.enterpriseId, result_id: In(rows.map((r) => r.id)) } }) : [];
    const repairOf = new Map(repairs.map((r) => [r.result_id, r.work_order_id]));
    return (await this.answers.view(ctx, rows, repairOf, () => order.equipment_id ?? null)) as unknown as CheckResultRow[];
  }
}
