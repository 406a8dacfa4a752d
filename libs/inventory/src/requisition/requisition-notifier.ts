import { Injectable, Logger } from '@nestjs/common';
import { Translator } from '@gengyun/core';
import { PermissionHolders } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import type { Requisition } from './requisition.entity';

/**
 * Tells the order's person in charge (who dispatches its work) and the one who asked for the parts, each in their
 * language, that the parts an order was waiting for are all reserved now. In-app only; a failure is logged.
 */
@Injectable()
export class RequisitionNotifier {
  private readonly logger = new Logger('RequisitionNotifier');

  constructor(
    private readonly orders: WorkOrderQueryService,
    private readonly holders: PermissionHolders,
    private readonly inbox: UserMessageService,
    private readonly translator: Translator,
  ) {}

  async ready(enterpriseId: number, req: Requisition): Promise<void> {
    try {
      const [order] = await this.orders.brief(enterpriseId, [req.work_order_id]);
      if (!order) return;
      const readers = [...new Set([order.person_in_charge_id, req.create_user_id].filter((id): id is number => id !== null))];
      const messages = [];
      for (const reader of await this.holders.languages(enterpriseId, readers)) {
        const params = [order.code, order.title];
        messages.push({
          userId: reader.id,
          title: await this.translator.t('inventory.requisition.readyTitle', reader.lang, params, enterpriseId),
          content: await this.translator.t('inventory.requisition.readyContent', reader.lang, params, enterpriseId),
          link: `work/order/view?id=${order.id}`,
        });
      }
      await this.inbox.deliver(enterpriseId, messages);
    } catch (error) {
      this.logger.error(`parts ready for requisition ${req.id} of enterprise ${enterpriseId}: ${String(error)}`);
    }
  }
}
