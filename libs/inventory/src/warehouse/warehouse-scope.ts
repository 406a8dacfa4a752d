import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { DataScopes, ensureInScope, findScoped, scoped, type AuthContext, type OwnedRows, type ScopeNode, type ScopeViewer } from '@gengyun/core';
import { Warehouse } from './warehouse.entity';

export type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'scopes' | 'isAdmin'>;

let seq = 0;

/**
 * The warehouse data scope (issue 15 item 2): a role grants warehouses (`role_scope`, dimension `warehouse`, which this
 * area owns); a role with no warehouse grant sees every warehouse; a warehouse's manager always sees and moves its
 * stock. Warehouses are a flat list, so a grant widens to nothing more than itself.
 */
@Injectable()
export class WarehouseScope implements OnModuleInit {
  constructor(
    @InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>,
    private readonly scopes: DataScopes,
  ) {}

  onModuleInit(): void {
    const existing = async (enterpriseId: number, ids: readonly number[]): Promise<Set<number>> =>
      new Set((await this.warehouses.find({ select: { id: true }, where: { enterprise_id: enterpriseId, id: In([...ids]) } })).map((w) => w.id));
    this.scopes.register(DataScope.warehouse, {
      expand: async (enterpriseId, granted) => [...(await existing(enterpriseId, granted))],
      missing: async (enterpriseId, ids) => {
        const found = await existing(enterpriseId, ids);
        return ids.filter((id) => !found.has(id));
      },
      nodes: (viewer) => this.nodes(viewer),
    });
  }

  /** Rows of warehouses the caller may see; `column` holds the warehouse id (`alias.column` of a joined table too). */
  apply<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ctx: Caller, column = 'warehouse_id'): SelectQueryBuilder<T> {
    const qualified = column.includes('.') ? column : `${qb.alias}.${column}`;
    return scoped(qb, ctx, { [DataScope.warehouse]: column }, this.managed(qualified, ctx.userId));
  }

  /** A warehouse the caller may see, or "not found". */
  find(ctx: Caller, id: number): Promise<Warehouse> {
    return findScoped(this.warehouses, ctx, id, { [DataScope.warehouse]: 'id' }, 'w', { sql: 'w.manager_id = :whOwner', params: { whOwner: ctx.userId } });
  }

  /** The warehouses the caller may see: every id (null: all of the enterprise). */
  async visibleIds(ctx: Caller): Promise<number[] | null> {
    if (ctx.isAdmin || !ctx.scopes[DataScope.warehouse]) return null;
    const rows = await this.apply(this.warehouses.createQueryBuilder('w').select('w.id', 'id'), ctx, 'id').getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** Nobody creates a warehouse they could not then see: a warehouse-limited user only one they manage. */
  ensureCanSee(ctx: Caller, managerId: number | null): void {
    if (managerId !== null && managerId === ctx.userId) return;
    ensureInScope(ctx, { [DataScope.warehouse]: null });
  }

  private managed(column: string, userId: number): OwnedRows {
    const name = `whMgr${++seq}`;
    return { sql: `${column} IN (SELECT mw.id FROM inventory_warehouse mw WHERE mw.manager_id = :${name})`, params: { [name]: userId } };
  }

  private async nodes(viewer: ScopeViewer): Promise<ScopeNode[]> {
    const rows = await scoped(this.warehouses.createQueryBuilder('w'), viewer, { [DataScope.warehouse]: 'id' }).select(['w.id', 'w.name']).orderBy('w.code', 'ASC').getMany();
    return rows.map((w) => ({ id: w.id, parent_id: null, name: w.name }));
  }
}
