import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { REQUESTER_PHONE_PATTERN, type PublicServiceRequestProgress } from '@gengyun/contracts';
import { BusinessError, Settings, type Sendable } from '@gengyun/core';
import { WorkOrder } from '../order/work-order.entity';
import { ServiceRequest } from './service-request.entity';
import { PublicRequestService } from './public-request.service';
import { ServiceRequestPhotos, publicCaller } from './service-request-photos';
import type { PublicServiceRequestProgressDto } from './service-request.dto';

/**
 * A public requester following their request on the equipment's page, without an account: the request number and the
 * phone they left together open it, in the enterprise the page belongs to. A wrong number, a wrong phone, a request
 * without a phone or one raised by staff all get the same "not found", so neither number nor phone can be probed;
 * the answer holds the request's own text, dates and reason, how many photos it has, and its order's status — no
 * names, ids or notes.
 */
@Injectable()
export class PublicRequestLookup {
  constructor(
    @InjectRepository(ServiceRequest) private readonly requests: Repository<ServiceRequest>,
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
    private readonly pages: PublicRequestService,
    private readonly settings: Settings,
    private readonly photos: ServiceRequestPhotos,
  ) {}

  async progress(dto: PublicServiceRequestProgressDto): Promise<Sendable<PublicServiceRequestProgress>> {
    const { enterpriseId, request } = await this.find(dto);
    return this.answer(enterpriseId, request);
  }

  /** The public request of this number and phone on this page's enterprise, or the one "not found" for any mismatch. */
  async find(dto: PublicServiceRequestProgressDto): Promise<{ enterpriseId: number; request: ServiceRequest }> {
    const target = await this.pages.resolve(dto.link);
    if (!(await this.settings.get(target.enterpriseId, 'serviceRequest.publicEnabled'))) throw new BusinessError('serviceRequest.errors.publicDisabled', 403);
    const phone = dto.phone.replace(/[\s-]/g, '');
    const request = REQUESTER_PHONE_PATTERN.test(phone)
      ? await this.requests.findOne({ where: { enterprise_id: target.enterpriseId, code: dto.code.trim(), requester_phone: phone, channel: 'public' } })
      : null;
    if (!request) throw new BusinessError('serviceRequest.errors.progressNotFound', 404);
    return { enterpriseId: target.enterpriseId, request };
  }

  /** The work order the request became, if any. */
  orderOf(enterpriseId: number, request: ServiceRequest): Promise<WorkOrder | null> {
    return request.work_order_id ? this.orders.findOne({ where: { enterprise_id: enterpriseId, id: request.work_order_id } }) : Promise.resolve(null);
  }

  async answer(enterpriseId: number, request: ServiceRequest): Promise<Sendable<PublicServiceRequestProgress>> {
    const order = await this.orderOf(enterpriseId, request);
    const photos = await this.photos.held(publicCaller(enterpriseId, ''), request.id);
    return {
      code: request.code,
      title: request.title,
      status: request.status,
      create_time: request.create_time,
      handled_time: request.handled_time,
      reject_reason: request.status === 'rejected' ? request.reject_reason : null,
      order_status: order?.status ?? null,
      order_finished_time: order?.finished_time ?? null,
      evaluation_score: order?.evaluation_score ?? null,
      photo_count: photos.length,
    } as Sendable<PublicServiceRequestProgress>;
  }
}
