import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { OPEN_REQUISITION_STATUSES } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import { WorkOrderGuards } from '@gengyun/work-orders';
import { Requisition } from './requisition.entity';

/**
 * SPEC §5 "a work order needing parts must finish requisition before submit": the handler's submission of the done
 * work (`finish`) is refused while the order's requisition still waits, is reserved or approved but not issued; so
 * are cancelling and voiding the order, which would leave its reservations behind.
 */
@Injectable()
export class RequisitionGuards implements OnModuleInit {
  constructor(
    @InjectRepository(Requisition) private readonly reqs: Repository<Requisition>,
    private readonly guards: WorkOrderGuards,
  ) {}

  onModuleInit(): void {
    this.guards.register(async (_ctx, order, action) => {
      if (action !== 'finish' && action !== 'cancel' && action !== 'void') return;
      const open = await this.reqs.exists({ where: { enterprise_id: order.enterprise_id, work_order_id: order.id, status: In([...OPEN_REQUISITION_STATUSES]) } });
      if (!open) return;
      // An order that ends with parts still reserved would hold them for nobody: its requisition is cancelled first.
      throw new BusinessError(action === 'finish' ? 'inventory.errors.requisitionOpen' : 'inventory.errors.requisitionOpenEnd', 422, [order.code]);
    });
  }
}
