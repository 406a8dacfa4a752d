import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { SERVICE_REQUEST_BUSINESS_NO, type Page, type ServiceRequestDetail, type ServiceRequestRow } from '@gengyun/contracts';
import { findScoped, paginate, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { FileService } from '@gengyun/files';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrder } from '../order/work-order.entity';
import { ServiceRequest } from './service-request.entity';
import { REQUEST_SCOPE, ownRequests } from './service-request-scope';
import type { ServiceRequestPageDto } from './service-request.dto';

export type ServiceRequestView = Sendable<ServiceRequestRow>;
type Viewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'scopes' | 'isAdmin'>;

/**
 * Reading service requests: every list and detail applies the caller's location scope, and lets through the requests
 * they raised themselves whatever it says. Another enterprise's id, or one outside the scope and not theirs, is "not found".
 */
@Injectable()
export class ServiceRequestQueryService {
  constructor(
    @InjectRepository(ServiceRequest) private readonly repo: Repository<ServiceRequest>,
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
    private readonly equipment: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly files: FileService,
  ) {}

  visible(ctx: Viewer, alias = 'r'): SelectQueryBuilder<ServiceRequest> {
    return scoped(this.repo.createQueryBuilder(alias), ctx, REQUEST_SCOPE, ownRequests(alias, ctx.userId));
  }

  find(ctx: Viewer, id: number): Promise<ServiceRequest> {
    return findScoped(this.repo, ctx, id, REQUEST_SCOPE, 'r', ownRequests('r', ctx.userId));
  }

  async page(ctx: Viewer, dto: ServiceRequestPageDto): Promise<Page<ServiceRequestView>> {
    const page = await paginate(this.filtered(ctx, dto), dto);
    return { rows: await this.views(ctx.enterpriseId, page.rows), total: page.total };
  }

  /** The list's filters over the requests the caller may see, newest first (the list and its export). */
  filtered(ctx: Viewer, dto: Omit<ServiceRequestPageDto, 'pageNumber' | 'pageSize'>): SelectQueryBuilder<ServiceRequest> {
    const qb = this.visible(ctx);
    if (dto.status?.length) qb.andWhere('r.status IN (:...statuses)', { statuses: dto.status });
    if (dto.equipment_id !== undefined) qb.andWhere('r.equipment_id = :equipment', { equipment: dto.equipment_id });
    if (dto.location_id !== undefined) qb.andWhere('r.location_id = :location', { location: dto.location_id });
    return whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['r.code', 'r.title', 'r.requester_name']).orderBy('r.id', 'DESC');
  }

  async detail(ctx: AuthContext, id: number): Promise<Sendable<ServiceRequestDetail>> {
    const row = await this.find(ctx, id);
    const [view] = await this.views(ctx.enterpriseId, [row]);
    const photos = (await this.files.list(ctx, SERVICE_REQUEST_BUSINESS_NO, row.id)).filter((f) => f.category === 'image');
    return { ...(view as ServiceRequestView), photos: photos.map((p) => ({ id: p.id, name: p.name })) };
  }

  async views(enterpriseId: number, rows: ServiceRequest[]): Promise<ServiceRequestView[]> {
    if (!rows.length) return [];
    const orderIds = rows.map((r) => r.work_order_id).filter((id): id is number => id !== null);
    const [labels, people, orders] = await Promise.all([
      this.equipment.labels(enterpriseId, rows.map((r) => r.equipment_id), rows.map((r) => r.location_id)),
      this.directory.byIds(enterpriseId, [...new Set(rows.map((r) => r.requester_id).filter((id): id is number => id !== null))]),
      orderIds.length ? this.orders.find({ select: { id: true, code: true }, where: { enterprise_id: enterpriseId, id: In(orderIds) } }) : [],
    ]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    const orderCode = new Map(orders.map((o) => [o.id, o.code]));
    return rows.map((r) => ({
      ...r,
      equipment_name: r.equipment_id ? (labels.equipment.get(r.equipment_id)?.name ?? null) : null,
      location_name: r.location_id ? (labels.locations.get(r.location_id) ?? null) : null,
      requester_name: r.requester_id ? (name.get(r.requester_id) ?? r.requester_name ?? '') : (r.requester_name ?? ''),
      work_order_code: r.work_order_id ? (orderCode.get(r.work_order_id) ?? null) : null,
    }));
  }
}
