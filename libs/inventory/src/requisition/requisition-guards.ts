import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { OPEN_REQUISITION_STATUSES } from '@gengyun/contracts';
import { BusinessError, Translator } from '@gengyun/core';
import { WorkOrderEndHooks, WorkOrderGuards } from '@gengyun/work-orders';
import { Requisition } from './requisition.entity';
import { releaseAll } from './reservations';

/**
 * SPEC §5 "a work order needing parts must finish requisition before submit": the handler's submission of the done
 * work (`finish`) is refused while the order's requisition still waits, is reserved or approved but not all issued.
 * An order cancelled or voided lets its open requisition go in the same transaction: cancelled, every reservation
 * released, a line on the order's timeline — so an ended order never holds parts for nobody.
 */
@Injectable()
export class RequisitionGuards implements OnModuleInit {
  constructor(
    @InjectRepository(Requisition) private readonly reqs: Repository<Requisition>,
    private readonly guards: WorkOrderGuards,
    private readonly endHooks: WorkOrderEndHooks,
    private readonly translator: Translator,
  ) {}

  onModuleInit(): void {
    this.guards.register(async (_ctx, order, action) => {
      if (action !== 'finish') return;
      const open = await this.reqs.exists({ where: { enterprise_id: order.enterprise_id, work_order_id: order.id, status: In([...OPEN_REQUISITION_STATUSES]) } });
      if (open) throw new BusinessError('inventory.errors.requisitionOpen', 422, [order.code]);
    });
    this.endHooks.register(async (m, ctx, order) => {
      const e = order.enterprise_id;
      const req = await m.findOne(Requisition, { where: { enterprise_id: e, work_order_id: order.id } });
      if (!req) return null;
      // Conditional on the status: a requisition issued or cancelled meanwhile is left as it is.
      const taken = await m
        .createQueryBuilder()
        .update(Requisition)
        .set({ status: 'cancelled', version: () => 'version + 1', update_time: new Date() })
        .where('id = :id AND status IN (:...open)', { id: req.id, open: OPEN_REQUISITION_STATUSES })
        .execute();
      if (!taken.affected) return null;
      const released = await releaseAll(m, e, req.id);
      return this.translator.t('inventory.requisition.cancelledWithOrder', ctx.lang, [released], e);
    });
  }
}
