import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { WorkOrderRecordDetail } from '@gengyun/contracts';
import type { AuthContext, Sendable } from '@gengyun/core';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderAttachments } from '../attachment/work-order-attachment.service';
import { WorkOrderResults } from '../result/work-order-result.service';
import { SubWorkOrders } from '../sub-order/sub-work-order.service';

/** `/workOrderRecord/detail`: what an order records beside its fields and timeline, for the detail's panels. */
@Injectable()
export class WorkOrderRecordService {
  constructor(
    @InjectRepository(WorkOrderType) private readonly types: Repository<WorkOrderType>,
    private readonly query: WorkOrderQueryService,
    private readonly attachments: WorkOrderAttachments,
    private readonly results: WorkOrderResults,
    private readonly subOrders: SubWorkOrders,
  ) {}

  async detail(ctx: AuthContext, id: number): Promise<Sendable<WorkOrderRecordDetail>> {
    const order = await this.query.find(ctx, id);
    const type = await this.types.findOne({ where: { enterprise_id: ctx.enterpriseId, id: order.type_id } });
    const [attachments, result, relatives] = await Promise.all([this.attachments.list(ctx, order.id), this.results.get(ctx, order.id), this.subOrders.relatives(ctx, order)]);
    return {
      attachments,
      result,
      ...relatives,
      parts_cost: order.parts_cost ?? '0.00',
      show_parts_cost: type?.show_parts_cost ?? true,
      show_labour_cost: type?.show_labour_cost ?? true,
    };
  }
}
