import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { CheckResultRow, TaskItemRow } from '@gengyun/contracts';
import { BusinessError, Translator, isUniqueViolation, type AuthContext } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { systemContext } from '@gengyun/identity';
import { RecordAccess, WorkOrderQueryService, WorkOrderService, type WorkOrderAddDto, type WorkOrderView } from '@gengyun/work-orders';
import { CheckRepair, CheckResult } from './check-result.entity';
import { checkValue } from './check-value';
import type { CheckResultRecordDto } from './check-result.dto';

type Order = Awaited<ReturnType<WorkOrderQueryService['find']>>;
const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

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
    private readonly files: FileService,
    private readonly translator: Translator,
  ) {}

  /** Writes the template's items on a new order, in the order's transaction. */
  async attach(m: EntityManager, enterpriseId: number, orderId: number, items: readonly TaskItemRow[]): Promise<void> {
    if (!items.length) return;
    const now = new Date();
    await m.insert(
      CheckResult,
      items.map((item, position) => ({
        enterprise_id: enterpriseId,
        create_user_id: null,
        create_time: now,
        update_time: now,
        work_order_id: orderId,
        item_id: item.id,
        position,
        name: item.name,
        type: item.type,
        standard: item.standard,
        lower_limit: item.lower_limit,
        upper_limit: item.upper_limit,
        unit: item.unit,
        options: item.options.length ? JSON.stringify(item.options) : null,
        failing_options: item.failing_options.length ? JSON.stringify(item.failing_options) : null,
        failure_opens_order: item.failure_opens_order,
        value: null,
        failed: null,
        recorded_by: null,
        recorded_time: null,
      })),
    );
  }

  /** The checklist of an order the caller may see ("not found" otherwise), in the template's order. */
  async list(ctx: AuthContext, orderId: number): Promise<CheckResultRow[]> {
    const order = await this.query.find(ctx, orderId);
    return this.rowsOf(ctx.enterpriseId, order.id);
  }

  /**
   * Records one item's answer, checked against the item's type and limits; the order must be open and the caller one
   * who may record on it. A failure on an item that opens orders opens its repair order (once).
   */
  async record(ctx: AuthContext, dto: CheckResultRecordDto): Promise<CheckResultRow> {
    const result = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, id: dto.id } });
    if (!result) throw BusinessError.notFound();
    const w = await this.access.writable(ctx, result.work_order_id);
    const checked = checkValue({ ...result, options: list(result.options), failing_options: list(result.failing_options) }, dto.value);
    for (const fileId of checked.fileIds) await this.files.find(ctx, fileId);
    const value = JSON.stringify(checked.value);
    await this.repo.manager.transaction(async (m) => {
      await m.update(CheckResult, { id: result.id }, { value, failed: checked.failed, recorded_by: ctx.userId, recorded_time: new Date(), update_time: new Date() });
      await this.access.note(m, ctx, w.order, 'checklist', `${result.name}: ${value}`);
    });
    this.access.changed(w);
    if (checked.failed && result.failure_opens_order) await this.openRepair(ctx, w.order, result, value);
    return (await this.rowsOf(ctx.enterpriseId, w.order.id, result.id))[0] as CheckResultRow;
  }

  /**
   * The repair order of a failed result, through the work-order service as the system on the caller's behalf (the
   * checked order's type, priority, person and equipment). The repair row's unique key on the result makes it once:
   * a second failure, or two at once, finds the key taken and its order is undone.
   */
  private async openRepair(ctx: AuthContext, order: Order, result: CheckResult, value: string): Promise<WorkOrderView | null> {
    if (await this.repairs.exists({ where: { enterprise_id: ctx.enterpriseId, result_id: result.id } })) return null;
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
    try {
      return await this.orders.add(systemContext(ctx.enterpriseId), form as WorkOrderAddDto, {
        creatorId: ctx.userId,
        within: async (m, repair) => {
          await m.save(m.create(CheckRepair, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, result_id: result.id, work_order_id: repair.id }));
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async rowsOf(enterpriseId: number, orderId: number, id?: number): Promise<CheckResultRow[]> {
    const rows = await this.repo.find({ where: { enterprise_id: enterpriseId, work_order_id: orderId, ...(id ? { id } : {}) }, order: { position: 'ASC' } });
    const repairs = rows.length ? await this.repairs.find({ where: { enterprise_id: enterpriseId, result_id: In(rows.map((r) => r.id)) } }) : [];
    const repairOf = new Map(repairs.map((r) => [r.result_id, r.work_order_id]));
    return rows.map((r) => ({
      ...r,
      options: list(r.options),
      failing_options: list(r.failing_options),
      failure_opens_order: Boolean(r.failure_opens_order),
      failed: r.failed === null ? null : Boolean(r.failed),
      value: r.value === null ? null : (JSON.parse(r.value) as CheckResultRow['value']),
      lower_limit: r.lower_limit === null ? null : Number(r.lower_limit),
      upper_limit: r.upper_limit === null ? null : Number(r.upper_limit),
      repair_order_id: repairOf.get(r.id) ?? null,
    })) as unknown as CheckResultRow[];
  }
}
