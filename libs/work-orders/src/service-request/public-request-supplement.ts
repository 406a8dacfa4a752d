import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { SERVICE_REQUEST_BUSINESS_NO as BIZ, SERVICE_REQUEST_LIMITS as LIMITS, type PublicServiceRequestProgress } from '@gengyun/contracts';
import { AuditService, BusinessError, type RemarkPart, type Sendable, type UploadedFile } from '@gengyun/core';
import { ServiceRequest } from './service-request.entity';
import { PublicRequestLookup } from './public-request-lookup.service';
import { ServiceRequestPhotos, photoCount, publicCaller } from './service-request-photos';
import { ServiceRequestEvents } from './service-request.events';
import { ensureEditable, writeOpen } from './service-request-writes';
import type { PublicServiceRequestSupplementDto } from './service-request.dto';

/**
 * A public requester adds to their request while it is still open: photos, and a note appended to its description.
 * The request is found as for its progress (number and phone on the page's link; the same "not found" for any
 * mismatch) and everything is checked before anything is stored: the pictures, the total of photos, the description's
 * length. Then the photos are stored unbound and bound with the request's change in one transaction at the version
 * just read — if it fails, they stay unbound and are swept like a public send that failed.
 */
@Injectable()
export class PublicRequestSupplement {
  constructor(
    @InjectRepository(ServiceRequest) private readonly requests: Repository<ServiceRequest>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly lookup: PublicRequestLookup,
    private readonly photos: ServiceRequestPhotos,
    private readonly events: ServiceRequestEvents,
  ) {}

  async supplement(dto: PublicServiceRequestSupplementDto, uploads: readonly UploadedFile[]): Promise<Sendable<PublicServiceRequestProgress>> {
    const { enterpriseId, request } = await this.lookup.find(dto);
    ensureEditable(request, request.version);
    const addition = dto.addition?.trim() ?? '';
    if (!addition && !uploads.length) throw new BusinessError('serviceRequest.errors.nothingToAdd', 422, [], { fields: { files: 'nothingToAdd' } });
    this.photos.checkUploads(uploads);
    const caller = publicCaller(enterpriseId, request.requester_name ?? '');
    const held = await this.photos.held(caller, request.id);
    if (held.length + uploads.length > LIMITS.photos) throw photoCount();
    const description = addition ? [request.description, addition].filter(Boolean).join('\n\n') : request.description;
    if ((description?.length ?? 0) > LIMITS.description) throw new BusinessError('serviceRequest.errors.descriptionFull', 422, [LIMITS.description], { fields: { addition: 'descriptionFull' } });
    const stored = await this.photos.store(caller, uploads);
    const remark: RemarkPart[] = [
      { key: 'serviceRequest.audit.publicSupplemented', params: [request.code, request.requester_name] },
      ...stored.map((photo) => ({ key: 'serviceRequest.audit.photoAdded' as const, params: [photo.name] })),
      ...(addition ? [{ key: 'serviceRequest.audit.descriptionAdded' as const, params: [addition] }] : []),
    ];
    await this.dataSource.transaction(async (m) => {
      await writeOpen(m, enterpriseId, request.id, request.version, { description });
      await this.photos.bind(caller, request.id, stored.map((photo) => photo.id), m);
      await this.audit.record(caller, BIZ, request.id, remark, m);
    });
    const saved = await this.requests.findOneByOrFail({ id: request.id, enterprise_id: enterpriseId });
    this.events.changed(saved);
    return this.lookup.answer(enterpriseId, saved);
  }
}
