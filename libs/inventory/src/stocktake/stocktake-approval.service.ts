import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService, type AuthContext } from '@gengyun/core';
import { SparePartService } from '../part/spare-part.service';
import type { SparePart } from '../part/spare-part.entity';
import { StockLedger, type Leg } from '../stock/stock-ledger.service';
import { Stocktake, StocktakeLine } from './stocktake.entity';
import { STOCKTAKE_BUSINESS_NO, StocktakeService } from './stocktake.service';

/**
 * Approval of a finished count: each line's difference (counted − expected, frozen at start) is posted as one signed
 * `adjust` row of a single ledger document (`document_type` stocktake), against the balance as it is now — so what
 * moved during the count is kept, and only what the count found missing or extra changes the stock. The header is
 * claimed first (finished → approved) so a second approval is refused; if the ledger refuses the document (a
 * negative difference larger than what is left), the claim is given back and nothing is posted.
 */
@Injectable()
export class StocktakeApproval {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stocktakes: StocktakeService,
    private readonly parts: SparePartService,
    private readonly ledger: StockLedger,
    private readonly audit: AuditService,
  ) {}

  async approve(ctx: AuthContext, id: number): Promise<void> {
    const st = await this.stocktakes.find(ctx, id);
    await this.db.transaction((m) => this.stocktakes.claim(m, st, 'finished', { state: 'approved', approve_user_id: ctx.userId, approve_time: new Date() }));
    let documentNo: string | null = null;
    const lines = await this.db.getRepository(StocktakeLine).find({ where: { stocktake_id: st.id }, order: { id: 'ASC' } });
    const differing = lines.filter((l) => (l.counted ?? l.expected) !== l.expected);
    try {
      if (differing.length) {
        const parts = await this.parts.findMany(ctx, differing.map((l) => l.part_id));
        const legs = differing.map(
          (l): Leg => ({ type: 'adjust', part: parts.get(l.part_id) as SparePart, warehouseId: st.warehouse_id, binId: l.bin_id || null, batchNo: l.batch_no || null, quantity: (l.counted as number) - l.expected }),
        );
        const rows = await this.ledger.record(ctx, { documentType: 'stocktake', documentId: st.id, supplierId: null, reason: st.code }, legs);
        documentNo = rows[0]?.document_no ?? null;
      }
    } catch (error) {
      await this.db.transaction((m) => this.stocktakes.claim(m, st, 'approved', { state: 'finished', approve_user_id: null, approve_time: null }));
      throw error;
    }
    await this.db.transaction(async (m) => {
      await m.update(Stocktake, { id: st.id }, { document_no: documentNo, update_time: new Date() });
      await m.createQueryBuilder().update(StocktakeLine).set({ adjusted: () => 'counted - expected' }).where('stocktake_id = :id', { id: st.id }).execute();
      await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'inventory.stocktake.audit.approved', params: [st.code, documentNo ?? '-'] }], m);
    });
  }
}
