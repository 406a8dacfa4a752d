import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EventBus, SMS_SENDER, type SmsSender } from '@gengyun/core';
import { ServiceRequest } from './service-request.entity';

export type ProgressStep = 'received' | 'converted' | 'rejected' | 'completed';

/**
 * "Told of progress": a requester who left a phone gets a text when the request is received, converted or rejected,
 * and when its work order is completed — through the configured SMS port (templates `serviceRequest.<step>` at the
 * provider, params `code`, `order`, `reason`). A failed send is logged and never undoes the change that caused it.
 */
@Injectable()
export class ServiceRequestProgress implements OnModuleInit {
  private readonly logger = new Logger('ServiceRequestProgress');

  constructor(
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @InjectRepository(ServiceRequest) private readonly repo: Repository<ServiceRequest>,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.bus.on('workOrder.changed', async (e) => {
      if (e.order.status !== 'completed') return;
      const request = await this.repo.findOne({ where: { enterprise_id: e.enterpriseId, work_order_id: e.order.id } });
      if (request) await this.tell(request, 'completed', { order: e.order.code });
    });
  }

  async tell(request: Pick<ServiceRequest, 'code' | 'requester_phone'>, step: ProgressStep, params: Record<string, string> = {}): Promise<void> {
    if (!request.requester_phone) return;
    try {
      await this.sms.send(request.requester_phone, `serviceRequest.${step}`, { code: request.code, ...params });
    } catch (error) {
      this.logger.warn(`progress message ${step} for ${request.code} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
