import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataScope, SERVICE_REQUEST_BUSINESS_NO as BIZ, type ServiceRequestDetail } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, type AuthContext, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderNumbers } from '../order/work-order-number';
import { WORK_ORDER_BUSINESS_NO, WorkOrderService } from '../order/work-order.service';
import type { WorkOrderAddDto } from '../order/work-order.dto';
import { ServiceRequest } from './service-request.entity';
import { SERVICE_REQUEST_SERIES } from './service-request-numbers';
import { ServiceRequestPhotos } from './service-request-photos';
import { ServiceRequestProgress } from './service-request-progress';
import { ServiceRequestQueryService } from './service-request-query.service';
import { ServiceRequestEvents } from './service-request.events';
import { closeRequest, ensureOpen } from './service-request-writes';
import type { ServiceRequestAddDto, ServiceRequestConvertDto, ServiceRequestRejectDto } from './service-request.dto';

/** Service requests raised by staff, and what a dispatcher does with any request: convert it to a work order, or reject it. */
@Injectable()
export class ServiceRequestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly equipment: EquipmentReferences,
    private readonly numbers: WorkOrderNumbers,
    private readonly photos: ServiceRequestPhotos,
    private readonly query: ServiceRequestQueryService,
    private readonly orders: WorkOrderService,
    private readonly progress: ServiceRequestProgress,
    private readonly events: ServiceRequestEvents,
  ) {}

  /** Every reference is checked (exists, this enterprise, the caller's scope) before anything is written. */
  async add(ctx: AuthContext, dto: ServiceRequestAddDto): Promise<Sendable<ServiceRequestDetail>> {
    let locationId = dto.location_id ?? null;
    if (dto.equipment_id) {
      const place = await this.equipment.place(ctx, dto.equipment_id);
      if (locationId !== null && locationId !== place.locationId) throw new BusinessError('workOrder.errors.locationMismatch', 422, [], { fields: { location_id: 'mismatch' } });
      locationId = place.locationId;
    } else if (locationId !== null) {
      await this.equipment.location(ctx, locationId);
    } else {
      throw new BusinessError('serviceRequest.errors.placeRequired', 422, [], { fields: { equipment_id: 'isNotEmpty', location_id: 'isNotEmpty' } });
    }
    ensureInScope(ctx, { [DataScope.location]: locationId });
    const photoIds = (await this.photos.checkUnbound(ctx, dto.photo_ids)).map((photo) => photo.id);
    const day = await this.numbers.prepare(this.dataSource.manager, ctx.enterpriseId, SERVICE_REQUEST_SERIES);
    const saved = await this.dataSource.transaction(async (m) => {
      const row = m.create(ServiceRequest, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        code: await this.numbers.next(m, ctx.enterpriseId, day, SERVICE_REQUEST_SERIES),
        channel: 'staff',
        status: 'open',
        title: dto.title,
        description: dto.description?.trim() || null,
        equipment_id: dto.equipment_id ?? null,
        location_id: locationId,
        requester_id: ctx.userId,
        requester_name: null,
        requester_phone: null,
        reject_reason: null,
        work_order_id: null,
        handled_user_id: null,
        handled_time: null,
        version: 1,
      });
      await m.save(row);
      await this.photos.bind(ctx, row.id, photoIds, m);
      await this.audit.record(ctx, BIZ, row.id, [{ key: 'serviceRequest.audit.created', params: [row.code] }], m);
      return row;
    });
    this.events.changed(saved);
    return this.query.detail(ctx, saved.id);
  }

  /**
   * The request becomes a work order with its title, description, photos, equipment and location; a staff requester
   * becomes the order's requester (its creator, who may evaluate it). The order and the request's change are one
   * transaction: of two dispatchers converting at once, one wins and the other changes nothing. The photos' copies are
   * made before it (bytes cannot roll back) and adopted in it; if it rolls back they go (or, failing that, the sweep).
   */
  async convert(ctx: AuthContext, dto: ServiceRequestConvertDto): Promise<Sendable<ServiceRequestDetail>> {
    const request = await this.query.find(ctx, dto.id);
    ensureOpen(request, dto.version);
    const copies = await this.photos.stageCopies(ctx, await this.photos.of(ctx, request.id));
    const order: WorkOrderAddDto = {
      title: request.title,
      description: request.description ?? undefined,
      type_id: dto.type_id,
      priority: dto.priority,
      person_in_charge_id: dto.person_in_charge_id,
      pool_id: dto.pool_id,
      handler_ids: dto.handler_ids,
      due_time: dto.due_time,
      custom_fields: dto.custom_fields,
      equipment_id: request.equipment_id,
      location_id: request.equipment_id ? undefined : request.location_id,
      source: 'request',
      source_id: request.id,
    };
    const created = await this.orders
      .add(ctx, order, {
        creatorId: request.requester_id ?? undefined,
        within: async (m, row) => {
          await closeRequest(m, ctx, request, dto.version, { status: 'converted', work_order_id: row.id });
          await this.photos.adoptCopies(ctx, copies, WORK_ORDER_BUSINESS_NO, row.id, m);
          await this.audit.record(ctx, BIZ, request.id, [{ key: 'serviceRequest.audit.converted', params: [request.code, row.code] }], m);
        },
      })
      .catch(async (error: unknown) => {
        await this.photos.discardCopies(ctx, copies);
        throw error;
      });
    await this.progress.tell(request, 'converted', { order: String(created.code) });
    return this.changed(ctx, request.id);
  }

  async reject(ctx: AuthContext, dto: ServiceRequestRejectDto): Promise<Sendable<ServiceRequestDetail>> {
    const request = await this.query.find(ctx, dto.id);
    ensureOpen(request, dto.version);
    const reason = dto.reason?.trim();
    if (!reason) throw new BusinessError('common.validation.required', 422, [{ key: 'serviceRequest.fields.reason' }], { fields: { reason: 'isNotEmpty' } });
    await this.dataSource.transaction(async (m) => {
      await closeRequest(m, ctx, request, dto.version, { status: 'rejected', reject_reason: reason });
      await this.audit.record(ctx, BIZ, request.id, [{ key: 'serviceRequest.audit.rejected', params: [request.code, reason] }], m);
    });
    await this.progress.tell(request, 'rejected', { reason });
    return this.changed(ctx, request.id);
  }

  /** The request as it is now, told to the browsers that may see it. */
  private async changed(ctx: AuthContext, id: number): Promise<Sendable<ServiceRequestDetail>> {
    this.events.changed(await this.query.find(ctx, id));
    return this.query.detail(ctx, id);
  }
}
