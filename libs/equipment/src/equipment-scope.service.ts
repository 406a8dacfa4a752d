import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import type { AuthContext, ScopeColumns } from '@gengyun/core';
import { AssetPosition } from './asset-position.entity';
import { EquipmentType } from './equipment-type.entity';
import { withDescendants, type TreeRow } from './tree';

export type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;

/** Equipment rows carry both data-permission dimensions (SPEC section 6: device location, equipment type). */
export const EQUIPMENT_SCOPE: ScopeColumns = { [DataScope.location]: 'position_id', [DataScope.equipmentType]: 'type_id' };

/**
 * Subtrees of locations and types. A role granted a location (or type) sees everything below it, so the
 * caller's scopes are widened to whole subtrees before `scoped()` applies them.
 */
@Injectable()
export class EquipmentScope {
  constructor(
    @InjectRepository(AssetPosition) private readonly positions: Repository<AssetPosition>,
    @InjectRepository(EquipmentType) private readonly types: Repository<EquipmentType>,
  ) {}

  async subtree(kind: 'position' | 'type', enterpriseId: number, roots: readonly number[]): Promise<number[]> {
    if (!roots.length) return [];
    return withDescendants(await this.rows(kind, enterpriseId), roots);
  }

  async widen<C extends Caller>(ctx: C): Promise<C> {
    if (ctx.isAdmin) return ctx;
    const scopes = { ...ctx.scopes };
    const location = scopes[DataScope.location];
    if (location?.length) scopes[DataScope.location] = await this.subtree('position', ctx.enterpriseId, location);
    const type = scopes[DataScope.equipmentType];
    if (type?.length) scopes[DataScope.equipmentType] = await this.subtree('type', ctx.enterpriseId, type);
    return { ...ctx, scopes };
  }

  private rows(kind: 'position' | 'type', enterpriseId: number): Promise<TreeRow[]> {
    const repo: Repository<AssetPosition> | Repository<EquipmentType> = kind === 'position' ? this.positions : this.types;
    return repo.createQueryBuilder('t').select(['t.id', 't.parent_id']).where('t.enterprise_id = :e', { e: enterpriseId }).getMany();
  }
}
