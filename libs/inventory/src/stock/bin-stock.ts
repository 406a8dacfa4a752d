import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { StockByBinRow } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import { BlindStock } from '../stocktake/blind-stock';
import { WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { NO_BIN, StockBalance } from './stock.entity';

/**
 * Bin-level views of a warehouse (issue 15 item 2): what each bin holds, and the check that a bin asked for belongs
 * to a warehouse the caller may see — through the warehouse scope, the blind-count rule included.
 */
@Injectable()
export class BinStock {
  constructor(
    @InjectRepository(StockBalance) private readonly balances: Repository<StockBalance>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly scope: WarehouseScope,
    private readonly blind: BlindStock,
  ) {}

  /** Every bin of the warehouse (code order) with the parts, places and units it holds; then stock kept without a bin, if any. */
  async of(ctx: Caller, warehouseId: number): Promise<StockByBinRow[]> {
    const warehouse = await this.scope.find(ctx, warehouseId);
    const qb = this.balances
      .createQueryBuilder('b')
      .where('b.enterprise_id = :e AND b.warehouse_id = :wh AND b.on_hand > 0', { e: ctx.enterpriseId, wh: warehouse.id });
    await this.blind.exclude(qb, ctx, 'b.warehouse_id', warehouse.id);
    const [sums, bins] = await Promise.all([
      qb
        .select(['b.bin_id AS bin_id', 'COUNT(DISTINCT b.part_id) AS parts', 'COUNT(*) AS places', 'SUM(b.on_hand) AS on_hand', 'SUM(b.reserved) AS reserved'])
        .groupBy('b.bin_id')
        .getRawMany<Record<string, string | number>>(),
      this.bins.find({ where: { enterprise_id: ctx.enterpriseId, warehouse_id: warehouse.id }, order: { code: 'ASC' } }),
    ]);
    const held = new Map(sums.map((s) => [Number(s.bin_id), s]));
    const row = (binId: number, bin?: WarehouseBin): StockByBinRow => {
      const s = held.get(binId);
      const onHand = Number(s?.on_hand ?? 0);
      const reserved = Number(s?.reserved ?? 0);
      return { bin_id: bin?.id ?? null, bin_code: bin?.code ?? null, bin_name: bin?.name ?? null, parts: Number(s?.parts ?? 0), places: Number(s?.places ?? 0), on_hand: onHand, reserved, available: onHand - reserved };
    };
    return [...bins.map((b) => row(b.id, b)), ...(held.has(NO_BIN) ? [row(NO_BIN)] : [])];
  }

  /** A bin of a warehouse the caller may see; another warehouse's out of scope, or another enterprise's, is "not found". */
  async find(ctx: Caller, binId: number): Promise<WarehouseBin> {
    const bin = await this.bins.findOne({ where: { id: binId, enterprise_id: ctx.enterpriseId } });
    if (!bin) throw BusinessError.notFound();
    await this.scope.find(ctx, bin.warehouse_id);
    return bin;
  }
}
