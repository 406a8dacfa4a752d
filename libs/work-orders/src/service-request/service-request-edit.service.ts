import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Permission as P, SERVICE_REQUEST_BUSINESS_NO as BIZ, SERVICE_REQUEST_LIMITS as LIMITS, type ServiceRequestDetail } from '@gengyun/contracts';
import { AuditService, BusinessError, holdsAny, type AuthContext, type RemarkPart, type Sendable } from '@gengyun/core';
import { ServiceRequestPhotos, photoCount } from './service-request-photos';
import { ServiceRequestQueryService } from './service-request-query.service';
import { ServiceRequestEvents } from './service-request.events';
import { ensureEditable, writeOpen } from './service-request-writes';
import type { ServiceRequestEditDto } from './service-request.dto';

const TEXT_FIELDS = ['title', 'description'] as const;

/**
 * Editing a request while it is still open: its title, description and photos (its place stays — it decides who sees
 * the request). Its requester may, and whoever holds the edit permission and sees it; once converted or rejected it is
 * the work order's or closed, and refused. One transaction at the version read: the text, the photos removed (their
 * bytes after the commit) and added (uploaded unbound first, as for a new request), and the change log.
 */
@Injectable()
export class ServiceRequestEditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly photos: ServiceRequestPhotos,
    private readonly query: ServiceRequestQueryService,
    private readonly events: ServiceRequestEvents,
  ) {}

  async edit(ctx: AuthContext, dto: ServiceRequestEditDto): Promise<Sendable<ServiceRequestDetail>> {
    const request = await this.query.find(ctx, dto.id);
    if (request.requester_id !== ctx.userId && !holdsAny(ctx, P.serviceRequest.edit)) throw new BusinessError('serviceRequest.errors.notYours', 403);
    ensureEditable(request, dto.version);
    const held = await this.photos.held(ctx, request.id);
    const removing = [...new Set(dto.remove_photo_ids ?? [])];
    const removed = removing.map((id) => held.find((photo) => photo.id === id));
    if (removed.some((photo) => !photo)) throw BusinessError.notFound();
    const added = await this.photos.checkUnbound(ctx, dto.add_photo_ids);
    if (held.length - removing.length + added.length > LIMITS.photos) throw photoCount();
    const text = { title: dto.title, description: dto.description?.trim() || null };
    const changed = TEXT_FIELDS.filter((field) => request[field] !== text[field]);
    if (!changed.length && !removing.length && !added.length) return this.query.detail(ctx, request.id);
    const remark: RemarkPart[] = [
      { key: 'serviceRequest.audit.edited', params: [request.code] },
      ...changed.map((field) => ({ key: 'serviceRequest.audit.fieldChanged' as const, params: [{ key: `serviceRequest.fields.${field}` }] })),
      ...removed.map((photo) => ({ key: 'serviceRequest.audit.photoRemoved' as const, params: [photo!.name] })),
      ...added.map((photo) => ({ key: 'serviceRequest.audit.photoAdded' as const, params: [photo.name] })),
    ];
    const dropBytes = await this.dataSource.transaction(async (m) => {
      await writeOpen(m, ctx.enterpriseId, request.id, dto.version, text);
      const drop = await this.photos.remove(ctx, request.id, removing, m);
      await this.photos.bind(ctx, request.id, added.map((photo) => photo.id), m);
      await this.audit.record(ctx, BIZ, request.id, remark, m);
      return drop;
    });
    await dropBytes();
    this.events.changed(await this.query.find(ctx, request.id));
    return this.query.detail(ctx, request.id);
  }
}
