import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page, StockRow } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import { SparePartService } from '../part/spare-part.service';
import { SparePartFit } from '../part/spare-part.entity';
import { standInsOf } from '../part/substitutes';
import { StockQueryService } from '../stock/stock-query.service';
import type { StockPageDto } from '../stock/stock.dto';

/**
 * The technician's picker, for a part short of stock: the places the caller may see (the picker's own scope and blind
 * rules, through the stock query) where a part that may stand in for it has something available.
 */
@Injectable()
export class RequisitionStandInsService {
  constructor(
    @InjectRepository(SparePartFit) private readonly fits: Repository<SparePartFit>,
    private readonly parts: SparePartService,
    private readonly stock: StockQueryService,
  ) {}

  async of(ctx: AuthContext, partId: number): Promise<Page<StockRow>> {
    await this.parts.findMany(ctx, [partId]);
    const rows: StockRow[] = [];
    for (const s of await standInsOf(this.fits, ctx.enterpriseId, [partId])) {
      const page = await this.stock.stock(ctx, { part_id: s.ref_id, only_held: true, pageNumber: 1, pageSize: 100 } as StockPageDto);
      rows.push(...page.rows.filter((r) => r.available > 0));
    }
    return { total: rows.length, rows };
  }
}
