import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import { FileBusinessRegistry } from '@gengyun/files';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import { CheckResult } from './check-result.entity';
import { CHECK_RESULT_BUSINESS_NO } from './item-answers';

/**
 * The photos and signatures of an order's checklist rows belong to the row: those who see the order see them; those
 * who record on orders upload them unbound, and recording the answer binds them (`ItemAnswers`). Nothing changes them
 * afterwards but a new answer.
 */
@Injectable()
export class CheckResultOwners implements OnModuleInit {
  constructor(
    @InjectRepository(CheckResult) private readonly results: Repository<CheckResult>,
    private readonly files: FileBusinessRegistry,
    private readonly orders: WorkOrderQueryService,
  ) {}

  onModuleInit(): void {
    this.files.registerOwner(CHECK_RESULT_BUSINESS_NO, {
      find: async (ctx, id) => {
        const row = await this.results.findOne({ select: { id: true, work_order_id: true }, where: { enterprise_id: ctx.enterpriseId, id } });
        if (!row) throw BusinessError.notFound();
        await this.orders.find(ctx as Parameters<WorkOrderQueryService['find']>[0], row.work_order_id);
      },
      edit: [],
      unbound: [P.workOrder.handle, P.workOrder.dispatch],
      // The answer holds at most 9 photos; files of earlier answers stay bound as the row's history (a signature drawn again).
      countsPictures: false,
    });
  }
}
