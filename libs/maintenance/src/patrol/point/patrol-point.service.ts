import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { DataScope, type Page, type PatrolPointRow } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, isUniqueViolation, paginate, scoped, whereKeyword, type AuthContext, type ScopeColumns } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { TaskTemplateService } from '../../task/task-template.service';
import { PatrolRoutePoint } from '../route/patrol-route.entity';
import { PatrolPoint } from './patrol-point.entity';
import type { PatrolPointAddDto, PatrolPointPageDto, PatrolPointUpdateDto } from './patrol-point.dto';

export const PATROL_POINT_BUSINESS_NO = 'patrolPoint';
/** Points, and everything copied from them (tasks' points, results), follow the location and equipment-type scopes. */
export const PATROL_SCOPE: ScopeColumns = { [DataScope.location]: 'location_id', [DataScope.equipmentType]: 'equipment_type_id' };
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
export type PointColumns = Omit<PatrolPoint, 'id' | 'enterprise_id' | 'create_time' | 'create_user_id' | 'update_time' | 'version'>;

export const pointRow = (p: PatrolPoint): PatrolPointRow =>
  ({ ...p, latitude: Number(p.latitude), longitude: Number(p.longitude), allow_manual_check_in: Boolean(p.allow_manual_check_in), enabled: Boolean(p.enabled) }) as unknown as PatrolPointRow;

/** Inspection points (issue 14 item 5): where, what is checked, and where and when a check-in counts. */
@Injectable()
export class PatrolPointService {
  constructor(
    @InjectRepository(PatrolPoint) private readonly repo: Repository<PatrolPoint>,
    @InjectRepository(PatrolRoutePoint) private readonly stops: Repository<PatrolRoutePoint>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly equipment: EquipmentReferences,
    private readonly templates: TaskTemplateService,
  ) {}

  async page(ctx: AuthContext, dto: PatrolPointPageDto): Promise<Page<PatrolPointRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('p'), ctx, PATROL_SCOPE), dto.keyword ?? dto.keywordSearch, ['p.name', 'p.qr_content']);
    if (dto.location_id) qb.andWhere('p.location_id = :location', { location: dto.location_id });
    const page = await paginate(qb.orderBy('p.id', 'DESC'), dto);
    return { rows: page.rows.map(pointRow), total: page.total };
  }

  find(ctx: Caller, id: number): Promise<PatrolPoint> {
    return findScoped(this.repo, ctx, id, PATROL_SCOPE);
  }

  /** Points of the caller's enterprise and scope, in the order asked; any unknown id is "not found". */
  async many(ctx: Caller, ids: readonly number[]): Promise<PatrolPoint[]> {
    if (!ids.length) return [];
    const rows = await scoped(this.repo.createQueryBuilder('p'), ctx, PATROL_SCOPE).andWhere('p.id IN (:...ids)', { ids: [...ids] }).getMany();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw BusinessError.notFound();
      return row;
    });
  }

  async add(ctx: AuthContext, dto: PatrolPointAddDto): Promise<PatrolPointRow> {
    const columns = await this.checkedNew(ctx, dto);
    const id = await this.unique(() => this.dataSource.transaction((m) => this.insert(m, ctx, columns)));
    return pointRow(await this.find(ctx, id));
  }

  /** A new point checked as `/patrolPoint/add` checks it (the import reads each row through it), labels free. */
  async checkedNew(ctx: AuthContext, dto: PatrolPointAddDto): Promise<PointColumns> {
    const columns = await this.checked(ctx, dto);
    await this.free(ctx.enterpriseId, columns);
    return columns;
  }

  /** Writes a checked point with its log line, in the caller's transaction. */
  async insert(m: EntityManager, ctx: AuthContext, columns: PointColumns): Promise<number> {
    const now = new Date();
    const inserted = await m.insert(PatrolPoint, { ...columns, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, create_time: now, update_time: now, version: 1 });
    const id = Number(inserted.identifiers[0]?.id);
    await this.audit.record(ctx, PATROL_POINT_BUSINESS_NO, id, [{ key: 'common.audit.created', params: [columns.name] }], m);
    return id;
  }

  async update(ctx: AuthContext, dto: PatrolPointUpdateDto): Promise<PatrolPointRow> {
    const point = await this.find(ctx, dto.id);
    if (point.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const columns = await this.checked(ctx, dto);
    await this.free(ctx.enterpriseId, columns, point.id);
    await this.unique(() =>
      this.dataSource.transaction(async (m) => {
        const result = await m.update(PatrolPoint, { id: point.id, enterprise_id: ctx.enterpriseId, version: dto.version }, { ...columns, version: dto.version + 1, update_time: new Date() });
        if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
        await this.audit.record(ctx, PATROL_POINT_BUSINESS_NO, point.id, [{ key: 'common.audit.updated', params: [columns.name] }], m);
      }),
    );
    return pointRow(await this.find(ctx, point.id));
  }

  /** A point on a route stays (the route would change under its plans); remove it from the routes first. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const point = await this.find(ctx, id);
    if (await this.stops.exists({ where: { enterprise_id: ctx.enterpriseId, point_id: point.id } })) throw BusinessError.conflict('maintenance.errors.patrolPointInUse');
    await this.dataSource.transaction(async (m) => {
      await m.delete(PatrolPoint, { id: point.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, PATROL_POINT_BUSINESS_NO, point.id, [{ key: 'common.audit.deleted', params: [point.name] }], m);
    });
  }

  /** The names of points, by id (the enterprise's, for rows already checked). */
  async names(enterpriseId: number, ids: readonly number[]): Promise<Map<number, PatrolPoint>> {
    const rows = ids.length ? await this.repo.find({ where: { enterprise_id: enterpriseId, id: In([...new Set(ids)]) } }) : [];
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async checked(ctx: AuthContext, dto: PatrolPointAddDto): Promise<PointColumns> {
    if (Boolean(dto.window_start) !== Boolean(dto.window_end)) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { window_end: 'startBeforeEnd' } });
    if (dto.window_start && dto.window_end && dto.window_start >= dto.window_end) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { window_end: 'startBeforeEnd' } });
    await this.equipment.location(ctx, dto.location_id);
    const piece = dto.equipment_id ? await this.equipment.place(ctx, dto.equipment_id) : null;
    await this.templates.find(ctx, dto.task_template_id);
    const equipmentTypeId = piece?.typeId ?? null;
    ensureInScope(ctx, { [DataScope.location]: dto.location_id, [DataScope.equipmentType]: equipmentTypeId });
    return {
      name: dto.name.trim(),
      location_id: dto.location_id,
      equipment_id: piece?.id ?? null,
      equipment_type_id: equipmentTypeId,
      qr_content: dto.qr_content.trim(),
      nfc_tag_id: dto.nfc_tag_id?.trim() || null,
      latitude: dto.latitude,
      longitude: dto.longitude,
      range_m: dto.range_m,
      window_start: dto.window_start || null,
      window_end: dto.window_end || null,
      task_template_id: dto.task_template_id,
      allow_manual_check_in: dto.allow_manual_check_in ?? false,
      enabled: dto.enabled ?? true,
    };
  }

  /** The QR content and the NFC tag are unique in the enterprise: which one is taken, named before writing. */
  private async free(enterpriseId: number, columns: PointColumns, self?: number): Promise<void> {
    const other = (row: PatrolPoint | null): boolean => Boolean(row && row.id !== self);
    if (other(await this.repo.findOne({ where: { enterprise_id: enterpriseId, qr_content: columns.qr_content } }))) throw BusinessError.conflict('maintenance.errors.patrolQrTaken');
    if (columns.nfc_tag_id && other(await this.repo.findOne({ where: { enterprise_id: enterpriseId, nfc_tag_id: columns.nfc_tag_id } }))) throw BusinessError.conflict('maintenance.errors.patrolNfcTaken');
  }

  /** Two saving the same label at once: the unique keys decide, and the loser gets the message. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw BusinessError.conflict('maintenance.errors.patrolQrTaken');
      throw error;
    }
  }
}
