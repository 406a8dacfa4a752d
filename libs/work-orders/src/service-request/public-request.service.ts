import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual, type Repository } from 'typeorm';
import {
  PUBLIC_REQUEST_PATH,
  PUBLIC_SCAN_PATH,
  REQUESTER_PHONE_PATTERN,
  equipmentViewPath,
  SERVICE_REQUEST_BUSINESS_NO as BIZ,
  SERVICE_REQUEST_LIMITS as LIMITS,
  type PublicEquipment,
  type PublicServiceRequestAdded,
  type ServiceRequestLink as LinkAnswer,
} from '@gengyun/contracts';
import { AppConfig, AuditService, BusinessError, Settings, isUniqueViolation, type AuthContext, type UploadedFile } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderNumbers } from '../order/work-order-number';
import { ServiceRequest, ServiceRequestLink } from './service-request.entity';
import { SERVICE_REQUEST_SERIES } from './service-request-numbers';
import { ServiceRequestPhotos, publicCaller } from './service-request-photos';
import { ServiceRequestProgress } from './service-request-progress';
import { ServiceRequestEvents } from './service-request.events';
import type { PublicServiceRequestAddDto } from './service-request.dto';

const HOUR = 3_600_000;

export interface Target {
  enterpriseId: number;
  equipmentId: number;
  name: string;
  code: string;
  locationId: number | null;
}

/**
 * The public request page of a piece of equipment, which its printed QR code opens: anyone may raise a request there
 * without logging in. The equipment is named by a random token (never its id, so an enterprise cannot be walked
 * through); the page shows only the equipment's name, code and location; the enterprise may turn the page off.
 */
@Injectable()
export class PublicRequestService {
  constructor(
    @InjectRepository(ServiceRequestLink) private readonly links: Repository<ServiceRequestLink>,
    @InjectRepository(ServiceRequest) private readonly requests: Repository<ServiceRequest>,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly settings: Settings,
    private readonly audit: AuditService,
    private readonly equipment: EquipmentReferences,
    private readonly numbers: WorkOrderNumbers,
    private readonly photos: ServiceRequestPhotos,
    private readonly progress: ServiceRequestProgress,
    private readonly events: ServiceRequestEvents,
  ) {}

  /** The equipment's public page (its token made on first ask), for equipment the caller may see. */
  async link(ctx: AuthContext, equipmentId: number): Promise<LinkAnswer> {
    await this.equipment.place(ctx, equipmentId);
    const existing = await this.links.findOne({ where: { enterprise_id: ctx.enterpriseId, equipment_id: equipmentId } });
    return this.answer(existing ? existing.token : await this.newToken(ctx, equipmentId));
  }

  private async newToken(ctx: AuthContext, equipmentId: number): Promise<string> {
    // Hex: a case-insensitive collation (MariaDB) cannot fold two tokens into one. 128 random bits.
    const token = randomBytes(16).toString('hex');
    try {
      await this.links.insert({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, equipment_id: equipmentId, token, create_time: new Date(), update_time: new Date() });
      return token;
    } catch (error) {
      // Two first asks at once: the other one's token stands.
      if (!isUniqueViolation(error)) throw error;
      return (await this.links.findOneOrFail({ where: { enterprise_id: ctx.enterpriseId, equipment_id: equipmentId } })).token;
    }
  }

  /**
   * The scan addresses of equipment the caller has already been checked to see (the equipment's printed QR codes),
   * tokens made on first ask. Whatever the enterprise's switch: the address decides when it is scanned (`scan`), so a
   * label printed today opens the request page whenever the enterprise takes requests.
   */
  async addresses(ctx: AuthContext, equipmentIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
    const ids = [...new Set(equipmentIds)];
    const known = await this.links.find({ where: { enterprise_id: ctx.enterpriseId, equipment_id: In(ids) } });
    const token = new Map(known.map((l) => [l.equipment_id, l.token]));
    for (const id of ids) if (!token.has(id)) token.set(id, await this.newToken(ctx, id));
    return new Map([...token].map(([id, t]) => [id, this.scanUrl(t)]));
  }

  /** Where a scanned code goes now: the request page while the enterprise takes requests there, else the back office. */
  async scan(token: string): Promise<string> {
    const target = await this.resolve(token);
    const open = await this.settings.get(target.enterpriseId, 'serviceRequest.publicEnabled');
    return open ? `${PUBLIC_REQUEST_PATH}/${token}` : equipmentViewPath(target.equipmentId);
  }

  scanUrl(token: string): string {
    return `${this.base()}${PUBLIC_SCAN_PATH}?link=${token}`;
  }

  async view(token: string): Promise<PublicEquipment> {
    const target = await this.resolve(token);
    const labels = await this.equipment.labels(target.enterpriseId, [], [target.locationId]);
    return {
      name: target.name,
      code: target.code,
      location_name: target.locationId ? (labels.locations.get(target.locationId) ?? null) : null,
      enabled: await this.settings.get(target.enterpriseId, 'serviceRequest.publicEnabled'),
    };
  }

  /** Checks everything — the page is on, the phone, the pictures, the equipment's hourly budget — before storing anything. */
  async add(dto: PublicServiceRequestAddDto, uploads: readonly UploadedFile[]): Promise<PublicServiceRequestAdded> {
    const target = await this.resolve(dto.link);
    if (!(await this.settings.get(target.enterpriseId, 'serviceRequest.publicEnabled'))) throw new BusinessError('serviceRequest.errors.publicDisabled', 403);
    const phone = dto.requester_phone?.replace(/[\s-]/g, '') || null;
    if (phone && !REQUESTER_PHONE_PATTERN.test(phone)) throw new BusinessError('serviceRequest.errors.phone', 422, [], { fields: { requester_phone: 'phone' } });
    this.photos.checkUploads(uploads);
    const recent = await this.requests.count({
      where: { enterprise_id: target.enterpriseId, equipment_id: target.equipmentId, channel: 'public', create_time: MoreThanOrEqual(new Date(Date.now() - HOUR)) },
    });
    if (recent >= LIMITS.publicPerEquipmentPerHour) throw new BusinessError('serviceRequest.errors.tooManyForEquipment', 429);
    const caller = publicCaller(target.enterpriseId, dto.requester_name);
    const photoIds = (await this.photos.store(caller, uploads)).map((photo) => photo.id);
    const day = await this.numbers.prepare(this.dataSource.manager, target.enterpriseId, SERVICE_REQUEST_SERIES);
    const saved = await this.dataSource.transaction(async (m) => {
      const row = m.create(ServiceRequest, {
        enterprise_id: target.enterpriseId,
        create_user_id: null,
        code: await this.numbers.next(m, target.enterpriseId, day, SERVICE_REQUEST_SERIES),
        channel: 'public',
        status: 'open',
        title: dto.title,
        description: dto.description?.trim() || null,
        equipment_id: target.equipmentId,
        location_id: target.locationId,
        requester_id: null,
        requester_name: dto.requester_name,
        requester_phone: phone,
        reject_reason: null,
        work_order_id: null,
        handled_user_id: null,
        handled_time: null,
        version: 1,
      });
      await m.save(row);
      await this.photos.bind(caller, row.id, photoIds, m);
      await this.audit.record(caller, BIZ, row.id, [{ key: 'serviceRequest.audit.publicCreated', params: [row.code, dto.requester_name] }], m);
      return row;
    });
    this.events.changed(saved);
    await this.progress.tell(saved, 'received');
    return { code: saved.code };
  }

  /** The equipment behind a token, or "this QR code is not valid" (an unknown token, or equipment since deleted). */
  async resolve(token: string): Promise<Target> {
    const link = await this.links.findOne({ where: { token } });
    const labels = link ? await this.equipment.labels(link.enterprise_id, [link.equipment_id], []) : null;
    const found = link?.token === token ? labels?.equipment.get(link.equipment_id) : undefined;
    if (!link || !found) throw new BusinessError('serviceRequest.errors.badLink', 404);
    return { enterpriseId: link.enterprise_id, equipmentId: link.equipment_id, name: found.name, code: found.code, locationId: found.locationId };
  }

  private base(): string {
    return (this.config.http.publicUrl ?? `http://localhost:${this.config.http.port}`).replace(/\/$/, '');
  }

  private answer(token: string): LinkAnswer {
    return { token, url: `${this.base()}${PUBLIC_REQUEST_PATH}/${token}` };
  }
}
