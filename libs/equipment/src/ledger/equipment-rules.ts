import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BusinessError, findScoped } from '@gengyun/core';
import { FieldService } from '@gengyun/dictionary';
import { AssetAddress } from '../basic/asset-address.entity';
import { AssetPositionService } from '../location/asset-position.service';
import type { EquipmentFieldsDto } from './equipment.dto';
import { PartnerKind } from '../equipment.constants';
import { Equipment } from './equipment.entity';
import { EquipmentModelService } from '../catalog/equipment-model.service';
import { EQUIPMENT_SCOPE, type Caller } from '../equipment-scope.service';
import { EquipmentTypeService } from '../catalog/equipment-type.service';
import { PartnerService } from '../basic/partner.service';

const NUMERIC_FIELD_TYPES = new Set(['number', 'integer', 'decimal']);

/** What an add or update resolves to once every reference and rule is checked. */
export interface ResolvedRefs {
  type_id: number;
  model_id: number | null;
  manufacturer_id: number | null;
  custom_fields: string | null;
}

/** The checks an equipment add or update must pass before anything is written (SPEC section 5). */
@Injectable()
export class EquipmentRules {
  constructor(
    @InjectRepository(Equipment) private readonly repo: Repository<Equipment>,
    @InjectRepository(AssetAddress) private readonly addresses: Repository<AssetAddress>,
    private readonly types: EquipmentTypeService,
    private readonly models: EquipmentModelService,
    private readonly positions: AssetPositionService,
    private readonly partners: PartnerService,
    private readonly fields: FieldService,
  ) {}

  /** A ledger row within the caller's location and type scopes, or "not found". */
  async find(ctx: Caller, id: number): Promise<Equipment> {
    return findScoped(this.repo, ctx, id, EQUIPMENT_SCOPE);
  }

  /** `dto` holds the values after the change (current values merged in for an update). */
  async check(ctx: Caller, dto: EquipmentFieldsDto & { asset_code: string }, current: Equipment | null): Promise<ResolvedRefs> {
    if (!dto.type_id && !dto.model_id) throw new BusinessError('equipment.errors.typeOrModel', 422, [], { fields: { type_id: 'typeOrModel' } });
    const model = dto.model_id ? await this.models.find(ctx, dto.model_id) : null;
    const typeId = dto.type_id ?? (model as NonNullable<typeof model>).type_id;
    if (model && model.type_id !== typeId) throw new BusinessError('equipment.errors.modelTypeMismatch', 422, [], { fields: { model_id: 'modelTypeMismatch' } });
    await this.types.find(ctx, typeId);
    if (dto.position_id) await this.positions.find(ctx, dto.position_id);
    if (dto.parent_id) {
      if (current && dto.parent_id === current.id) throw new BusinessError('equipment.errors.parentSelf', 422, [], { fields: { parent_id: 'parentSelf' } });
      const parent = await this.find(ctx, dto.parent_id);
      if ((parent.position_id ?? null) !== (dto.position_id ?? null)) throw new BusinessError('equipment.errors.parentPositionMismatch', 422, [], { fields: { parent_id: 'parentPositionMismatch' } });
    }
    if (current && ((dto.parent_id ?? null) !== current.parent_id || (dto.position_id ?? null) !== current.position_id) && (await this.hasChildren(ctx, current.id))) {
      throw BusinessError.conflict('common.errors.hasChildren');
    }
    if (dto.supplier_id) await this.partners.find(ctx, PartnerKind.supplier, dto.supplier_id);
    const manufacturerId = dto.manufacturer_id ?? model?.manufacturer_id ?? null;
    if (manufacturerId) await this.partners.find(ctx, PartnerKind.manufacturer, manufacturerId);
    if (dto.address_id && !(await this.addresses.exist({ where: { id: dto.address_id, enterprise_id: ctx.enterpriseId } }))) throw BusinessError.notFound();
    if (dto.warranty_start && dto.warranty_end && dto.warranty_start > dto.warranty_end) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { warranty_end: 'startBeforeEnd' } });
    const customFields = await this.customFields(ctx, dto.custom_fields);
    await this.checkCode(ctx, dto.asset_code, current?.id);
    return { type_id: typeId, model_id: model?.id ?? null, manufacturer_id: manufacturerId, custom_fields: customFields };
  }

  hasChildren(ctx: Pick<Caller, 'enterpriseId'>, id: number): Promise<boolean> {
    return this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, parent_id: id } });
  }

  /** asset_code is unique per enterprise: "duplicated values". */
  async checkCode(ctx: Pick<Caller, 'enterpriseId'>, code: string, exceptId?: number): Promise<void> {
    const qb = this.repo.createQueryBuilder('e').where('e.enterprise_id = :e AND e.asset_code = :c', { e: ctx.enterpriseId, c: code });
    if (exceptId) qb.andWhere('e.id <> :x', { x: exceptId });
    if (await qb.getExists()) throw BusinessError.conflict('common.errors.duplicated');
  }

  /** Keys must be field-library codes of the enterprise; numeric fields take numbers; values are scalars (or lists of them). */
  private async customFields(ctx: Caller, values: Record<string, unknown> | undefined): Promise<string | null> {
    if (!values) return null;
    const codes = Object.keys(values);
    const defs = new Map((await this.fields.byCodes(ctx, codes)).map((f) => [f.code, f]));
    for (const code of codes) {
      const def = defs.get(code);
      if (!def) throw new BusinessError('equipment.errors.unknownCustomField', 422, [code]);
      const value = values[code];
      const isScalar = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);
      const scalar = isScalar(value) || (Array.isArray(value) && value.length <= 100 && value.every(isScalar));
      const numeric = !NUMERIC_FIELD_TYPES.has(def.data_type) || value === null || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
      if (!scalar || !numeric) throw new BusinessError('equipment.errors.customFieldType', 422, [code]);
    }
    return codes.length ? JSON.stringify(values) : null;
  }
}
