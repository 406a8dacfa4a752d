import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, PageQueryDto, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { AssetAddress } from './asset-address.entity';
import type { AddAddressDto, UpdateAddressDto } from '../catalog/catalog.dto';
import { BIZ } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';

/** Asset addresses (basic data); names are unique per enterprise. */
@Injectable()
export class AssetAddressService {
  constructor(
    @InjectRepository(AssetAddress) private readonly repo: Repository<AssetAddress>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  pageList(ctx: AuthContext, dto: PageQueryDto): Promise<Page<AssetAddress>> {
    const qb = scoped(this.repo.createQueryBuilder('a'), ctx);
    return paginate(whereKeyword(qb, dto.keyword, ['a.name', 'a.address']).orderBy('a.id', 'DESC'), dto);
  }

  find(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, id: number): Promise<AssetAddress> {
    return findScoped(this.repo, ctx, id);
  }

  async add(ctx: AuthContext, dto: AddAddressDto): Promise<AssetAddress> {
    await this.checkName(ctx, dto.name);
    return this.db.transaction(async (m) => {
      const row = await m.save(m.create(AssetAddress, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, name: dto.name, address: dto.address, lng: dto.lng ?? null, lat: dto.lat ?? null, contact: dto.contact ?? null, phone: dto.phone ?? null, remark: dto.remark ?? null }));
      await this.audit.record(ctx, BIZ.address, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
  }

  async update(ctx: AuthContext, dto: UpdateAddressDto): Promise<AssetAddress> {
    const row = await this.find(ctx, dto.id);
    if (dto.name !== row.name) await this.checkName(ctx, dto.name);
    return this.db.transaction(async (m) => {
      const before = row.name;
      Object.assign(row, { name: dto.name, address: dto.address, lng: dto.lng ?? row.lng, lat: dto.lat ?? row.lat, contact: dto.contact ?? row.contact, phone: dto.phone ?? row.phone, remark: dto.remark ?? row.remark });
      const saved = await m.save(row);
      await this.audit.record(ctx, BIZ.address, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return saved;
    });
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    if (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, address_id: id } })) throw BusinessError.conflict('equipment.errors.inUse');
    await this.db.transaction(async (m) => {
      await m.delete(AssetAddress, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.address, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
  }

  private async checkName(ctx: AuthContext, name: string): Promise<void> {
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, name } })) throw BusinessError.conflict('common.errors.duplicated');
  }
}
