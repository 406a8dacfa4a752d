import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext, SeedContext, Seeder } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { Warehouse } from '../warehouse/warehouse.entity';
import { DEMO_WAREHOUSES } from '../demo/demo-stock';
import { Stocktake, StocktakeLine } from './stocktake.entity';
import { StocktakeService } from './stocktake.service';

/**
 * A demo stocktake of the site store, started (expected quantities frozen) with its first line counted one short, so
 * the demo shows a count under way: finish it on the counting page, approve it, and the difference is posted. It
 * runs after the inventory demo and once (any stocktake of the enterprise marks it done).
 */
@Injectable()
export class StocktakeDemoSeeder implements Seeder {
  constructor(
    @InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>,
    @InjectRepository(Stocktake) private readonly stocktakes: Repository<Stocktake>,
    @InjectRepository(StocktakeLine) private readonly lines: Repository<StocktakeLine>,
    private readonly service: StocktakeService,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    if (await this.stocktakes.exists({ where: { enterprise_id: seed.enterpriseId } })) return;
    const site = await this.warehouses.findOne({ where: { enterprise_id: seed.enterpriseId, code: DEMO_WAREHOUSES[1].code } });
    if (!site) return;
    const admin: AuthContext = { ...systemContext(seed.enterpriseId), userId: seed.adminUserId };
    const count = await this.service.add(admin, { count_date: new Date().toISOString().slice(0, 10), warehouse_id: site.id, remark: '季度盘点' });
    await this.service.start(admin, count.id);
    const first = await this.lines.findOne({ where: { stocktake_id: count.id }, order: { id: 'ASC' } });
    if (first) await this.service.count(admin, { id: count.id, part_id: first.part_id, bin_id: first.bin_id || undefined, batch_no: first.batch_no || undefined, counted: Math.max(0, first.expected - 1) });
  }
}
