import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { FieldDef, OPTION_DATA_TYPES, type FieldDataType } from './dictionary.entity';
import type { AddFieldDto, FieldPageDto, UpdateFieldDto } from './dictionary.dto';
import { OptionsService } from './options.service';

interface FieldShape {
  data_type: FieldDataType;
  option_key: string | null;
  required: boolean;
  hidden: boolean;
}

/** The field library: custom field definitions other areas' forms are built from. */
@Injectable()
export class FieldService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(FieldDef) private readonly repo: Repository<FieldDef>,
    private readonly options: OptionsService,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: FieldPageDto): Promise<Page<FieldDef>> {
    const qb = scoped(this.repo.createQueryBuilder('f'), ctx);
    if (dto.data_type) qb.andWhere('f.data_type = :dataType', { dataType: dto.data_type });
    whereKeyword(qb, dto.keyword, ['f.code', 'f.name']);
    return paginate(qb.orderBy('f.sort', 'ASC').addOrderBy('f.id', 'ASC'), dto);
  }

  /** Fields of the caller's enterprise by code, for other areas building forms. */
  async byCodes(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, codes: string[]): Promise<FieldDef[]> {
    if (!codes.length) return [];
    return scoped(this.repo.createQueryBuilder('f'), ctx).andWhere('f.code IN (:...codes)', { codes }).orderBy('f.sort', 'ASC').getMany();
  }

  /** Fields of the caller's enterprise by id (unknown and other enterprises' ids are left out), for other areas' forms. */
  async byIds(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, ids: readonly number[]): Promise<FieldDef[]> {
    if (!ids.length) return [];
    return scoped(this.repo.createQueryBuilder('f'), ctx).andWhere('f.id IN (:...ids)', { ids: [...new Set(ids)] }).getMany();
  }

  async add(ctx: AuthContext, dto: AddFieldDto): Promise<FieldDef> {
    const shape: FieldShape = { data_type: dto.data_type, option_key: dto.option_key ?? null, required: dto.required ?? false, hidden: dto.hidden ?? false };
    await this.checkShape(ctx, shape);
    await this.checkCode(ctx, dto.code);
    return this.dataSource.transaction(async (manager) => {
      const row = manager.create(FieldDef, {
        ...shape,
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        code: dto.code,
        name: dto.name,
        sort: dto.sort ?? 0,
        remark: dto.remark ?? null,
      });
      await manager.save(row);
      await this.audit.record(ctx, 'field', row.id, [{ key: 'common.audit.created', params: [row.code] }], manager);
      return row;
    });
  }

  async update(ctx: AuthContext, dto: UpdateFieldDto): Promise<FieldDef> {
    const row = await findScoped(this.repo, ctx, dto.id);
    const dataType = dto.data_type ?? row.data_type;
    const shape: FieldShape = {
      data_type: dataType,
      option_key: dto.option_key === undefined ? (OPTION_DATA_TYPES.includes(dataType) ? row.option_key : null) : dto.option_key,
      required: dto.required ?? row.required,
      hidden: dto.hidden ?? row.hidden,
    };
    await this.checkShape(ctx, shape);
    if (dto.code !== undefined && dto.code !== row.code) await this.checkCode(ctx, dto.code);
    const before = { ...row };
    Object.assign(row, shape, {
      code: dto.code ?? row.code,
      name: dto.name ?? row.name,
      sort: dto.sort ?? row.sort,
      remark: dto.remark ?? row.remark,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.save(row);
      const changes = (['code', 'name', 'data_type', 'option_key', 'required', 'hidden'] as const)
        .filter((f) => before[f] !== row[f])
        .map((f) => ({ key: 'common.audit.fieldChanged' as const, params: [f, String(before[f]), String(row[f])] }));
      await this.audit.record(ctx, 'field', row.id, changes.length ? changes : [{ key: 'common.audit.updated', params: [row.code] }], manager);
    });
    return row;
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await findScoped(this.repo, ctx, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(FieldDef, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, 'field', row.id, [{ key: 'common.audit.deleted', params: [row.code] }], manager);
    });
  }

  /** Hidden fields cannot be required; option types need a known option source, other types none. */
  private async checkShape(ctx: AuthContext, shape: FieldShape): Promise<void> {
    if (shape.hidden && shape.required) {
      throw new BusinessError('common.validation.hiddenRequired', 422, [], { fields: { required: 'hiddenRequired' } });
    }
    const needsOptions = OPTION_DATA_TYPES.includes(shape.data_type);
    if (needsOptions && !shape.option_key) {
      throw new BusinessError('dictionary.errors.optionsRequired', 422, [], { fields: { option_key: 'isNotEmpty' } });
    }
    if (!needsOptions && shape.option_key) {
      throw new BusinessError('dictionary.errors.optionsNotAllowed', 422, [], { fields: { option_key: 'notAllowed' } });
    }
    if (shape.option_key && !(await this.options.isKnownKey(ctx.enterpriseId, shape.option_key))) {
      throw new BusinessError('common.validation.oneOf', 422, ['option_key'], { fields: { option_key: 'isIn' } });
    }
  }

  private async checkCode(ctx: AuthContext, code: string): Promise<void> {
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, code } })) throw BusinessError.conflict('common.errors.alreadyExists');
  }
}
