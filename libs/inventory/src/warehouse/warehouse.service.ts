import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { Page, WarehouseRow } from '@gengyun/contracts';
import { AuditService, BusinessError, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { uniqueWrite } from '../unique-write';
import { pageViews } from '../page-views';
import { UserDirectory } from '@gengyun/identity';
import { Warehouse, WarehouseBin } from './warehouse.entity';
import { WarehouseScope, type Caller } from './warehouse-scope';
import { StockBalance, StockMovement } from '../stock/stock.entity';
import type { WarehouseAddDto, WarehouseBinDto, WarehousePageDto, WarehouseUpdateDto } from './warehouse.dto';

export const WAREHOUSE_BUSINESS_NO = 'warehouse';
type Row = Sendable<WarehouseRow>;

/** Warehouses and their bins (`bom/warehouse`), within the caller's warehouse scope. */
@Injectable()
export class WarehouseService {
  constructor(
    @InjectRepository(Warehouse) private readonly repo: Repository<Warehouse>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly dataSource: DataSource,
    private readonly scope: WarehouseScope,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
  ) {}

  async page(ctx: Caller, dto: WarehousePageDto): Promise<Page<Row>> {
    const qb = whereKeyword(this.scope.apply(this.repo.createQueryBuilder('w'), ctx, 'id'), dto.keyword ?? dto.keywordSearch, ['w.code', 'w.name']);
    return pageViews(qb.orderBy('w.code', 'ASC'), dto, (rows) => this.views(ctx, rows));
  }

  find(ctx: Caller, id: number): Promise<Warehouse> {
    return this.scope.find(ctx, id);
  }

  async detail(ctx: Caller, id: number): Promise<Row> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as Row;
  }

  /** A bin of this warehouse, or "not found". */
  async bin(warehouse: Warehouse, binId: number): Promise<WarehouseBin> {
    const bin = await this.bins.findOne({ where: { enterprise_id: warehouse.enterprise_id, warehouse_id: warehouse.id, id: binId } });
    if (!bin) throw BusinessError.notFound();
    return bin;
  }

  async add(ctx: AuthContext, dto: WarehouseAddDto): Promise<Row> {
    await this.directory.checkUsers(ctx, dto.manager_id ? [dto.manager_id] : []);
    this.scope.ensureCanSee(ctx, dto.manager_id ?? null);
    const row = await uniqueWrite(() =>
      this.dataSource.transaction(async (m) => {
        const saved = await m.save(m.create(Warehouse, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...this.fields(dto) }));
        await this.writeBins(m, ctx, saved, dto.bins ?? []);
        await this.audit.record(ctx, WAREHOUSE_BUSINESS_NO, saved.id, [{ key: 'common.audit.created', params: [saved.name] }], m);
        return saved;
      }),
    );
    return this.detail(ctx, row.id);
  }

  async update(ctx: AuthContext, dto: WarehouseUpdateDto): Promise<Row> {
    const row = await this.find(ctx, dto.id);
    await this.directory.checkUsers(ctx, dto.manager_id ? [dto.manager_id] : []);
    if ((dto.manager_id ?? null) !== row.manager_id && row.manager_id === ctx.userId) this.scope.ensureCanSee(ctx, dto.manager_id ?? null);
    await uniqueWrite(() =>
      this.dataSource.transaction(async (m) => {
        const done = await m
          .createQueryBuilder()
          .update(Warehouse)
          .set({ ...this.fields(dto), version: () => 'version + 1', update_time: new Date() })
          .where('id = :id AND enterprise_id = :e AND version = :v', { id: row.id, e: ctx.enterpriseId, v: dto.version })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
        await this.writeBins(m, ctx, row, dto.bins ?? []);
        await this.audit.record(ctx, WAREHOUSE_BUSINESS_NO, row.id, [{ key: 'common.audit.updated', params: [dto.name] }], m);
      }),
    );
    return this.detail(ctx, row.id);
  }

  /** A warehouse whose ledger has rows stays: its history is immutable. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    if (await this.dataSource.getRepository(StockMovement).exists({ where: { enterprise_id: ctx.enterpriseId, warehouse_id: row.id } })) {
      throw BusinessError.conflict('inventory.errors.warehouseInUse');
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(StockBalance, { enterprise_id: ctx.enterpriseId, warehouse_id: row.id });
      await m.delete(WarehouseBin, { enterprise_id: ctx.enterpriseId, warehouse_id: row.id });
      await m.delete(Warehouse, { enterprise_id: ctx.enterpriseId, id: row.id });
      await this.audit.record(ctx, WAREHOUSE_BUSINESS_NO, row.id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
  }

  private fields(dto: WarehouseAddDto) {
    return { code: dto.code, name: dto.name, manager_id: dto.manager_id ?? null, address: dto.address ?? null, remark: dto.remark ?? null };
  }

  /** The form sends the whole bin list: kept ones by id, new ones without; a dropped bin with stock history stays. */
  private async writeBins(m: EntityManager, ctx: Caller, warehouse: Warehouse, wanted: WarehouseBinDto[]): Promise<void> {
    const codes = wanted.map((b) => b.code);
    if (new Set(codes).size !== codes.length) throw BusinessError.conflict('common.errors.duplicated');
    const current = await m.find(WarehouseBin, { where: { enterprise_id: ctx.enterpriseId, warehouse_id: warehouse.id } });
    const byId = new Map(current.map((b) => [b.id, b]));
    if (wanted.some((b) => b.id !== undefined && !byId.has(b.id))) throw BusinessError.notFound();
    const kept = new Set(wanted.map((b) => b.id).filter((id): id is number => id !== undefined));
    const dropped = current.filter((b) => !kept.has(b.id));
    if (dropped.length) {
      const used = await m.findOne(StockMovement, { where: { enterprise_id: ctx.enterpriseId, warehouse_id: warehouse.id, bin_id: In(dropped.map((b) => b.id)) } });
      if (used) throw BusinessError.conflict('inventory.errors.binInUse', [byId.get(used.bin_id as number)?.code]);
      await m.delete(StockBalance, { enterprise_id: ctx.enterpriseId, warehouse_id: warehouse.id, bin_id: In(dropped.map((b) => b.id)) });
      await m.delete(WarehouseBin, { enterprise_id: ctx.enterpriseId, id: In(dropped.map((b) => b.id)) });
    }
    // Renamed codes are written in two steps, so that swapping two bins' codes does not trip the unique index.
    const renamed = wanted.filter((b) => b.id !== undefined && byId.get(b.id)?.code !== b.code);
    for (const b of renamed) await m.update(WarehouseBin, { id: b.id }, { code: `~${b.id}` });
    for (const b of wanted) {
      if (b.id === undefined) await m.save(m.create(WarehouseBin, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, warehouse_id: warehouse.id, code: b.code, name: b.name ?? null }));
      else await m.update(WarehouseBin, { id: b.id }, { code: b.code, name: b.name ?? null, update_time: new Date() });
    }
  }


  private async views(ctx: Caller, rows: Warehouse[]): Promise<Row[]> {
    if (!rows.length) return [];
    const ids = rows.map((w) => w.id);
    const [bins, managers] = await Promise.all([
      this.bins.find({ where: { enterprise_id: ctx.enterpriseId, warehouse_id: In(ids) }, order: { code: 'ASC' } }),
      this.directory.byIds(ctx.enterpriseId, rows.map((w) => w.manager_id).filter((id): id is number => id !== null)),
    ]);
    const names = new Map(managers.map((u) => [u.id, u.name]));
    return rows.map((w) => ({
      ...w,
      manager_name: w.manager_id === null ? null : (names.get(w.manager_id) ?? null),
      bins: bins.filter((b) => b.warehouse_id === w.id).map((b) => ({ id: b.id, code: b.code, name: b.name })),
    }));
  }
}
