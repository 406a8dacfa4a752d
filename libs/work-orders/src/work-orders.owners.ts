import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { FileBusinessRegistry } from '@gengyun/files';
import { WORK_ORDER_BUSINESS_NO } from './order/work-order.service';
import { WorkOrderQueryService } from './order/work-order-query.service';
import { WORK_ORDER_TYPE_BUSINESS_NO, WorkOrderTypeService } from './type/work-order-type.service';
import { WORK_ORDER_POOL_BUSINESS_NO, WorkOrderPoolService } from './pool/work-order-pool.service';

/**
 * Who may read the change logs of work orders (those who may list them and see the order: its scope, or their own),
 * types and pools, and who may change the photos and documents attached to an existing order: its editors, handlers and
 * dispatchers.
 */
@Injectable()
export class WorkOrdersOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly files: FileBusinessRegistry,
    private readonly orders: WorkOrderQueryService,
    private readonly types: WorkOrderTypeService,
    private readonly pools: WorkOrderPoolService,
  ) {}

  onModuleInit(): void {
    const order = async (ctx: Parameters<WorkOrderQueryService['find']>[0], id: number): Promise<void> => void (await this.orders.find(ctx, id));
    this.audit.register(WORK_ORDER_BUSINESS_NO, { permissions: [P.workOrder.list], check: order });
    this.audit.register(WORK_ORDER_TYPE_BUSINESS_NO, { permissions: [P.workOrderType.list], check: async (ctx, id) => void (await this.types.find(ctx, id)) });
    this.audit.register(WORK_ORDER_POOL_BUSINESS_NO, { permissions: [P.workOrderPool.list, P.workOrderPool.edit], check: async (ctx, id) => void (await this.pools.find(ctx, id)) });
    this.files.registerOwner(WORK_ORDER_BUSINESS_NO, {
      find: order,
      edit: [P.workOrder.edit, P.workOrder.handle, P.workOrder.dispatch],
      // Files uploaded before the order exists (or before an edit or action sends them) are bound on save.
      unbound: [P.workOrder.add, P.workOrder.edit, P.workOrder.handle, P.workOrder.dispatch],
    });
  }
}
