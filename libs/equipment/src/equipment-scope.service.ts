import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { DataScopes, scoped, type AuthContext, type ScopeColumns, type ScopeNode, type ScopeViewer } from '@gengyun/core';
import { AssetPosition } from './location/asset-position.entity';
import { EquipmentType } from './catalog/equipment-type.entity';
import { withDescendants, type TreeRow } from './location/tree';

export type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;

/** Equipment rows carry both data-permission dimensions (SPEC section 6: device location, equipment type). */
export const EQUIPMENT_SCOPE: ScopeColumns = { [DataScope.location]: 'position_id', [DataScope.equipmentType]: 'type_id' };

type Tree = 'position' | 'type';

/**
 * The location and equipment-type trees as data-permission dimensions: the equipment area owns them, so it tells the
 * core data scope which ids exist and how a grant widens (a granted node includes its whole subtree), and announces
 * when a tree changes (the expansions are cached per access version).
 */
@Injectable()
export class EquipmentScope implements OnModuleInit {
  constructor(
    @InjectRepository(AssetPosition) private readonly positions: Repository<AssetPosition>,
    @InjectRepository(EquipmentType) private readonly types: Repository<EquipmentType>,
    private readonly scopes: DataScopes,
  ) {}

  onModuleInit(): void {
    for (const [dimension, tree] of [[DataScope.location, 'position'], [DataScope.equipmentType, 'type']] as const) {
      this.scopes.register(dimension, {
        nodes: (viewer) => this.nodes(tree, dimension, viewer),
        expand: (enterpriseId, granted) => this.subtree(tree, enterpriseId, granted),
        missing: async (enterpriseId, ids) => {
          const found = new Set((await this.repo(tree).find({ select: { id: true }, where: { enterprise_id: enterpriseId, id: In([...ids]) } })).map((r) => r.id));
          return ids.filter((id) => !found.has(id));
        },
      });
    }
  }

  async subtree(kind: Tree, enterpriseId: number, roots: readonly number[]): Promise<number[]> {
    if (!roots.length) return [];
    return withDescendants(await this.rows(kind, enterpriseId), roots);
  }

  /** The tree's nodes the viewer sees (their own scope), parents first: what a role editor may grant. */
  private async nodes(kind: Tree, dimension: DataScope, viewer: ScopeViewer): Promise<ScopeNode[]> {
    const qb = scoped(this.repo(kind).createQueryBuilder('t'), viewer, { [dimension]: 'id' }).select(['t.id', 't.parent_id', 't.name']);
    if (kind === 'position') qb.orderBy('t.level', 'ASC').addOrderBy('t.sort', 'ASC');
    else qb.orderBy('t.sort', 'ASC');
    const rows: Array<ScopeNode> = await qb.addOrderBy('t.id', 'ASC').getMany();
    return rows.map((r) => ({ id: r.id, parent_id: r.parent_id, name: r.name }));
  }

  /** A tree changed shape (a node added, moved or removed): grants widen differently from now on. */
  treeChanged(enterpriseId: number): Promise<void> {
    return this.scopes.changed(enterpriseId);
  }

  private repo(kind: Tree): Repository<AssetPosition> | Repository<EquipmentType> {
    return kind === 'position' ? this.positions : this.types;
  }

  private rows(kind: Tree, enterpriseId: number): Promise<TreeRow[]> {
    return this.repo(kind).createQueryBuilder('t').select(['t.id', 't.parent_id']).where('t.enterprise_id = :e', { e: enterpriseId }).getMany();
  }
}
