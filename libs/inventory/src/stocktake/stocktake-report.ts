import { Injectable } from '@nestjs/common';
import type { MessageKey, StocktakeDetail } from '@gengyun/contracts';
import { Translator, type AuthContext, type Sendable } from '@gengyun/core';
import { writeSheet } from '@gengyun/files';
import { seesStockCost } from '../cost/cost-display';

const COLUMNS: MessageKey[] = [
  'inventory.part.code', 'inventory.part.name', 'inventory.part.specification', 'inventory.stocktake.bin', 'inventory.stocktake.batch', 'inventory.stocktake.expected',
  'inventory.stocktake.counted', 'inventory.stocktake.difference', 'inventory.stocktake.movedSince', 'inventory.stocktake.adjusted',
];
const COST_COLUMNS: MessageKey[] = ['inventory.stocktake.unitCost', 'inventory.stocktake.differenceAmount'];

/**
 * The difference report as xlsx: the lines whose count differs from what was expected, as the printed report shows
 * them, headed in the reader's language; the values only for the "storage" cost display. It is written from the
 * answer the reader gets, so a blind count's counter gets no expected quantities here either.
 */
@Injectable()
export class StocktakeReport {
  constructor(private readonly translator: Translator) {}

  async xlsx(ctx: AuthContext, detail: Sendable<StocktakeDetail>): Promise<Buffer> {
    const costs = seesStockCost(ctx);
    const t = (key: MessageKey) => this.translator.t(key, ctx.lang, [], ctx.enterpriseId);
    const headers = await Promise.all([...COLUMNS, ...(costs ? COST_COLUMNS : [])].map(t));
    const text = (v: string | Date | null): string | null => (v === null ? null : String(v));
    const rows = detail.lines
      .filter((l) => l.difference !== null && l.difference !== 0)
      .map((l) => [
        text(l.spare_part_code), text(l.part_name), text(l.specification), text(l.bin_code), text(l.batch_no), l.expected, l.counted, l.difference, l.moved_since_start, l.adjusted,
        ...(costs ? [l.unit_cost === null ? null : Number(l.unit_cost), l.difference_amount === null ? null : Number(l.difference_amount)] : []),
      ]);
    // A sheet's name may not hold * ? : \ / [ ] (a count's own code may hold /) nor pass 31 characters.
    return writeSheet(`${await t('inventory.stocktake.report')} ${detail.code}`.replace(/[*?:\\/[\]]/g, '-').slice(0, 31), headers, rows);
  }
}
