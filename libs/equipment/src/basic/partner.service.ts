import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, PageQueryDto, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import type { AddPartnerDto, UpdatePartnerDto } from '../catalog/catalog.dto';
import { BIZ, PartnerKind } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentModel } from '../catalog/equipment-model.entity';
import type { Caller } from '../equipment-scope.service';
import { Partner } from './partner.entity';

/** Manufacturers and suppliers (one table, `kind`); names are unique per kind. */
@Injectable()
export class PartnerService {
  constructor(
    @InjectRepository(Partner) private readonly repo: Repository<Partner>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  pageList(ctx: AuthContext, kind: PartnerKind, dto: PageQueryDto): Promise<Page<Partner>> {
    const qb = scoped(this.repo.createQueryBuilder('p'), ctx).andWhere('p.kind = :kind', { kind });
    return paginate(whereKeyword(qb, dto.keyword, ['p.name', 'p.contact', 'p.phone']).orderBy('p.id', 'DESC'), dto);
  }

  /** A partner of this kind in the caller's enterprise, or "not found". */
  async find(ctx: Pick<Caller, 'enterpriseId'>, kind: PartnerKind, id: number): Promise<Partner> {
    const row = await this.repo.findOne({ where: { id, kind, enterprise_id: ctx.enterpriseId } });
    if (!row) throw BusinessError.notFound();
    return row;
  }

  async add(ctx: AuthContext, kind: PartnerKind, dto: AddPartnerDto): Promise<Partner> {
    await this.checkName(ctx, kind, dto.name);
    return this.db.transaction(async (m) => {
      const row = await m.save(m.create(Partner, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, kind, name: dto.name, contact: dto.contact ?? null, phone: dto.phone ?? null, address: dto.address ?? null, remark: dto.remark ?? null }));
      await this.audit.record(ctx, BIZ.partner, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
  }

  async update(ctx: AuthContext, kind: PartnerKind, dto: UpdatePartnerDto): Promise<Partner> {
    const row = await this.find(ctx, kind, dto.id);
    if (dto.name !== row.name) await this.checkName(ctx, kind, dto.name);
    return this.db.transaction(async (m) => {
      const before = row.name;
      Object.assign(row, { name: dto.name, contact: dto.contact ?? row.contact, phone: dto.phone ?? row.phone, address: dto.address ?? row.address, remark: dto.remark ?? row.remark });
      const saved = await m.save(row);
      await this.audit.record(ctx, BIZ.partner, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return saved;
    });
  }

  async delete(ctx: AuthContext, kind: PartnerKind, id: number): Promise<void> {
    const row = await this.find(ctx, kind, id);
    const column = kind === PartnerKind.manufacturer ? 'manufacturer_id' : 'supplier_id';
    const used = (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, [column]: id } })) || (kind === PartnerKind.manufacturer && (await this.db.getRepository(EquipmentModel).exist({ where: { enterprise_id: ctx.enterpriseId, manufacturer_id: id } })));
    if (used) throw BusinessError.conflict('equipment.errors.inUse');
    await this.db.transaction(async (m) => {
      await m.delete(Partner, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.partner, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
  }

  private async checkName(ctx: Caller, kind: PartnerKind, name: string): Promise<void> {
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, kind, name } })) throw BusinessError.conflict('common.errors.duplicated');
  }
}
