import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RESULT_CODE_FIELDS, RESULT_CODE_LABELS, type WorkOrderResult as ResultAnswer, type WorkOrderStatus } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import type { WorkOrder } from '../order/work-order.entity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { RecordAccess } from '../record/record-access';
import { WorkOrderResult } from './work-order-result.entity';
import { WorkOrderTypeRecords, listOf } from './work-order-type-record.service';
import type { WorkOrderResultDto } from './work-order-result.dto';

/** Once work started, until the order is accepted as done: the statuses in which the result may be recorded. */
const RECORDING: readonly WorkOrderStatus[] = ['processing', 'suspended', 'pendingConfirmation', 'rejected', 'overdue'];

/** The result of an order: failure, cause and remedy codes from its type's lists, and a note. */
@Injectable()
export class WorkOrderResults {
  constructor(
    @InjectRepository(WorkOrderResult) private readonly repo: Repository<WorkOrderResult>,
    private readonly query: WorkOrderQueryService,
    private readonly access: RecordAccess,
    private readonly settings: WorkOrderTypeRecords,
    private readonly options: OptionsService,
  ) {}

  async get(ctx: AuthContext, orderId: number): Promise<Sendable<ResultAnswer> | null> {
    const order = await this.query.find(ctx, orderId);
    return this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id } }).then((r) => (r ? view(r) : null));
  }

  /** Each code sent must be in the list its type names for it; a code for a field without a list is refused too. */
  async save(ctx: AuthContext, dto: WorkOrderResultDto): Promise<Sendable<ResultAnswer>> {
    const w = await this.access.writable(ctx, dto.work_order_id);
    if (!RECORDING.includes(w.order.status)) throw new BusinessError('workOrderResult.errors.notNow', 422);
    const settings = await this.settings.of(ctx.enterpriseId, w.order.type_id);
    for (const field of RESULT_CODE_FIELDS) {
      const code = dto[`${field}_code`];
      if (!code) continue;
      const list = listOf(settings, field);
      if (!list || !(await this.options.item(ctx, list, code))) {
        throw new BusinessError('workOrderResult.errors.notInList', 422, [{ key: RESULT_CODE_LABELS[field] }, code], { fields: { [`${field}_code`]: 'notInList' } });
      }
    }
    const saved = await this.repo.manager.transaction(async (m) => {
      const row =
        (await m.findOne(WorkOrderResult, { where: { enterprise_id: ctx.enterpriseId, work_order_id: w.order.id } })) ??
        m.create(WorkOrderResult, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, work_order_id: w.order.id });
      Object.assign(row, {
        failure_code: dto.failure_code || null,
        cause_code: dto.cause_code || null,
        remedy_code: dto.remedy_code || null,
        note: dto.note?.trim() || null,
        user_name: ctx.name.slice(0, 50),
      });
      const written = await m.save(row);
      const codes = RESULT_CODE_FIELDS.map((f) => written[`${f}_code`]).filter(Boolean).join(' / ');
      await this.access.note(m, ctx, w.order, 'result', [codes, written.note].filter(Boolean).join(' · '));
      return written;
    });
    this.access.changed(w);
    return view(saved);
  }

  /** Finishing an order whose type requires codes needs every code whose list the type names. */
  async checkFinish(ctx: AuthContext, order: WorkOrder): Promise<void> {
    const settings = await this.settings.of(ctx.enterpriseId, order.type_id);
    if (!settings.codes_required) return;
    const result = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id } });
    for (const field of RESULT_CODE_FIELDS) {
      if (listOf(settings, field) && !result?.[`${field}_code`]) {
        throw new BusinessError('workOrderResult.errors.required', 422, [{ key: RESULT_CODE_LABELS[field] }], { fields: { [`${field}_code`]: 'isNotEmpty' } });
      }
    }
  }
}

const view = (r: WorkOrderResult): Sendable<ResultAnswer> => ({
  work_order_id: r.work_order_id,
  failure_code: r.failure_code,
  cause_code: r.cause_code,
  remedy_code: r.remedy_code,
  note: r.note,
  user_name: r.user_name,
  update_time: r.update_time,
});
