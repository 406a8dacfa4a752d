import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { DataSource, Repository } from 'typeorm';
import type { Page, UnitRequest } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, PageQueryDto, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import type { Group } from './group.entity';
import { Organization } from './organization.entity';
import type { Position } from './position.entity';
import { User } from '../user/user.entity';

export class OrgUnitPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) org_id?: number;
}

export class AddOrgUnitDto implements UnitRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) org_id?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class UpdateOrgUnitDto extends AddOrgUnitDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

/** Groups and positions: named units inside an organisation, with the same list/add/update/delete rules. */
export abstract class OrgUnitService<T extends Group | Position> {
  protected abstract readonly businessNo: string;
  /** The user column that refers to this unit (deletion is refused while users hold it). */
  protected abstract readonly userColumn: 'group_id' | 'position_id';

  constructor(
    protected readonly repo: Repository<T>,
    protected readonly orgs: Repository<Organization>,
    protected readonly users: Repository<User>,
    protected readonly db: DataSource,
    protected readonly audit: AuditService,
  ) {}

  pageList(ctx: AuthContext, dto: OrgUnitPageDto): Promise<Page<T>> {
    const qb = scoped(this.repo.createQueryBuilder('g'), ctx).orderBy('g.id', 'ASC');
    if (dto.org_id) qb.andWhere('g.org_id = :org', { org: dto.org_id });
    return paginate(whereKeyword(qb, dto.keyword, ['g.name']), dto);
  }

  detail(ctx: AuthContext, id: number): Promise<T> {
    return findScoped(this.repo, ctx, id);
  }

  async add(ctx: AuthContext, dto: AddOrgUnitDto): Promise<T> {
    if (dto.org_id) await findScoped(this.orgs, ctx, dto.org_id);
    return this.db.transaction(async (m) => {
      const row = this.repo.create();
      Object.assign(row, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, name: dto.name, org_id: dto.org_id ?? null, remark: dto.remark ?? null });
      const saved = await m.save(row);
      await this.audit.record(ctx, this.businessNo, saved.id, [{ key: 'common.audit.created', params: [saved.name] }], m);
      return saved;
    });
  }

  async update(ctx: AuthContext, dto: UpdateOrgUnitDto): Promise<T> {
    const row = await findScoped(this.repo, ctx, dto.id);
    if (dto.org_id) await findScoped(this.orgs, ctx, dto.org_id);
    const before = row.name;
    Object.assign(row, { name: dto.name, org_id: dto.org_id ?? null, remark: dto.remark ?? row.remark });
    return this.db.transaction(async (m) => {
      const saved = await m.save(row);
      await this.audit.record(ctx, this.businessNo, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return saved;
    });
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await findScoped(this.repo, ctx, id);
    if (await this.users.exist({ where: { enterprise_id: ctx.enterpriseId, [this.userColumn]: id } })) throw BusinessError.conflict('common.errors.hasChildren');
    await this.db.transaction(async (m) => {
      await this.beforeDelete(id, m);
      await m.delete(this.repo.target, { id });
      await this.audit.record(ctx, this.businessNo, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
  }

  protected beforeDelete(_id: number, _m: DataSource['manager']): Promise<void> {
    return Promise.resolve();
  }
}
