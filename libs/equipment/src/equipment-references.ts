import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { findScoped, scoped, type AuthContext } from '@gengyun/core';
import { DataScope } from '@gengyun/contracts';
import { AssetPosition } from './location/asset-position.entity';
import { Equipment } from './ledger/equipment.entity';
import { EQUIPMENT_SCOPE } from './equipment-scope.service';
import { EquipmentType } from './catalog/equipment-type.entity';

type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

/** Where a piece of equipment is and what it is, for things placed with it (meters, work orders). */
export interface EquipmentPlace {
  id: number;
  locationId: number | null;
  typeId: number | null;
}

/**
 * What other areas may check about equipment, locations and types: each exists in the caller's enterprise and within
 * their data scope, or it is "not found". Other areas never read these tables themselves.
 */
@Injectable()
export class EquipmentReferences {
  constructor(
    @InjectRepository(Equipment) private readonly equipment: Repository<Equipment>,
    @InjectRepository(AssetPosition) private readonly locations: Repository<AssetPosition>,
    @InjectRepository(EquipmentType) private readonly types: Repository<EquipmentType>,
  ) {}

  async place(ctx: Caller, equipmentId: number): Promise<EquipmentPlace> {
    const row = await findScoped(this.equipment, ctx, equipmentId, EQUIPMENT_SCOPE);
    return { id: row.id, locationId: row.position_id, typeId: row.type_id };
  }

  /** The equipment with this asset code in the caller's scope, or null (the demo seeders link by code). */
  async byCode(ctx: Caller, assetCode: string): Promise<EquipmentPlace | null> {
    const row = await scoped(this.equipment.createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE).andWhere('e.asset_code = :code', { code: assetCode }).getOne();
    return row ? { id: row.id, locationId: row.position_id, typeId: row.type_id } : null;
  }

  async location(ctx: Caller, id: number): Promise<void> {
    await findScoped(this.locations, ctx, id, { [DataScope.location]: 'id' });
  }

  async type(ctx: Caller, id: number): Promise<void> {
    await findScoped(this.types, ctx, id, { [DataScope.equipmentType]: 'id' });
  }

  /** A location and the locations above it, nearest first (empty when it is not of this enterprise). */
  async ancestry(enterpriseId: number, locationId: number): Promise<number[]> {
    const rows = await this.locations.find({ select: { id: true, parent_id: true }, where: { enterprise_id: enterpriseId } });
    const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
    const out: number[] = [];
    for (let id: number | null | undefined = locationId; id && parent.has(id) && !out.includes(id); id = parent.get(id)) out.push(id);
    return out;
  }
}
