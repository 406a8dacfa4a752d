import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import type { AddModelDto, ModelPageDto, UpdateModelDto } from './catalog.dto';
import { BIZ, PartnerKind } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentModel } from './equipment-model.entity';
import { EquipmentScope, type Caller } from '../equipment-scope.service';
import { EquipmentType } from './equipment-type.entity';
import { EquipmentTypeService } from './equipment-type.service';
import { NameLookup } from '../name-lookup.service';
import { PartnerService } from '../basic/partner.service';

const MODEL_SCOPE = { [DataScope.equipmentType]: 'type_id' };

/** Equipment models: each belongs to one type (and the caller's type scope). */
@Injectable()
export class EquipmentModelService {
  constructor(
    @InjectRepository(EquipmentModel) private readonly repo: Repository<EquipmentModel>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly scope: EquipmentScope,
    private readonly types: EquipmentTypeService,
    private readonly partners: PartnerService,
    private readonly audit: AuditService,
    private readonly lookup: NameLookup,
  ) {}

  async pageList(ctx: AuthContext, dto: ModelPageDto) {
    const qb = scoped(this.repo.createQueryBuilder('m'), ctx, MODEL_SCOPE);
    if (dto.type_id) qb.andWhere('m.type_id IN (:...types)', { types: await this.scope.subtree('type', ctx.enterpriseId, [dto.type_id]) });
    whereKeyword(qb, dto.keyword, ['m.name', 'm.specification']);
    const page = await paginate(qb.orderBy('m.id', 'DESC'), dto);
    const names = await this.typeNames(ctx, page.rows.map((r) => r.type_id));
    return { total: page.total, rows: page.rows.map((r) => ({ ...r, type_name: names.get(r.type_id) ?? null })) };
  }

  async find(ctx: Caller, id: number): Promise<EquipmentModel> {
    return findScoped(this.repo, ctx, id, MODEL_SCOPE);
  }

  async detail(ctx: AuthContext, id: number) {
    const row = await this.find(ctx, id);
    return { ...row, type_name: (await this.typeNames(ctx, [row.type_id])).get(row.type_id) ?? null };
  }

  async add(ctx: AuthContext, dto: AddModelDto): Promise<EquipmentModel> {
    await this.check(ctx, dto);
    return this.db.transaction(async (m) => {
      const row = await m.save(m.create(EquipmentModel, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, name: dto.name, type_id: dto.type_id, manufacturer_id: dto.manufacturer_id ?? null, specification: dto.specification ?? null, remark: dto.remark ?? null }));
      await this.audit.record(ctx, BIZ.model, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
  }

  async update(ctx: AuthContext, dto: UpdateModelDto): Promise<EquipmentModel> {
    const row = await this.find(ctx, dto.id);
    await this.check(ctx, dto, row.id);
    if (dto.type_id !== row.type_id && (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, model_id: row.id } }))) {
      throw BusinessError.conflict('equipment.errors.inUse');
    }
    return this.db.transaction(async (m) => {
      const before = row.name;
      Object.assign(row, { name: dto.name, type_id: dto.type_id, manufacturer_id: dto.manufacturer_id ?? row.manufacturer_id, specification: dto.specification ?? row.specification, remark: dto.remark ?? row.remark });
      const saved = await m.save(row);
      await this.audit.record(ctx, BIZ.model, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return saved;
    });
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    if (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, model_id: id } })) throw BusinessError.conflict('equipment.errors.inUse');
    await this.db.transaction(async (m) => {
      await m.delete(EquipmentModel, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.model, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
  }

  private async check(ctx: AuthContext, dto: AddModelDto, exceptId?: number): Promise<void> {
    await this.types.find(ctx, dto.type_id);
    if (dto.manufacturer_id) await this.partners.find(ctx, PartnerKind.manufacturer, dto.manufacturer_id);
    const qb = this.repo.createQueryBuilder('m').where('m.enterprise_id = :e AND m.type_id = :t AND m.name = :n', { e: ctx.enterpriseId, t: dto.type_id, n: dto.name });
    if (exceptId) qb.andWhere('m.id <> :x', { x: exceptId });
    if (await qb.getExists()) throw BusinessError.conflict('common.errors.duplicated');
  }

  private typeNames(ctx: Caller, ids: number[]): Promise<Map<number, string>> {
    return this.lookup.names(EquipmentType, ctx.enterpriseId, ids);
  }
}
