import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { INVENTORY_LIMITS as LIMITS, Permission as P, PRICE_PATTERN, type Lang } from '@gengyun/contracts';
import { JobHandler, Translator, type AuthContext, type Job, type UploadedFile } from '@gengyun/core';
import { TransferKinds } from '@gengyun/files';
import { SparePart } from '../part/spare-part.entity';
import { StockLedger, type Leg } from '../stock/stock-ledger.service';
import { Warehouse, WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { SheetImports, type RowCells, type SheetLayout } from './sheet-import';

export const OPENING_KIND = 'inventory.opening';

type OpeningField = 'warehouse' | 'bin' | 'part' | 'batch' | 'quantity' | 'price';

/** The opening stock template: one place and quantity per row. */
export const OPENING_SHEET: SheetLayout<OpeningField> = {
  sheet: 'inventory.transfer.openingSheet',
  columns: [
    { field: 'warehouse', label: 'inventory.warehouse.code', required: true },
    { field: 'bin', label: 'inventory.warehouse.binCode' },
    { field: 'part', label: 'inventory.part.code', required: true },
    { field: 'batch', label: 'inventory.stock.batch' },
    { field: 'quantity', label: 'inventory.stock.quantity', required: true },
    { field: 'price', label: 'inventory.stock.unitPrice' },
  ],
};

interface ImportParams {
  lang: Lang;
  caller: Caller;
}

interface OpeningRefs {
  /** Warehouses the importer may see, by code, with their bins by code. */
  warehouses: Map<string, { id: number; bins: Map<string, number> }>;
  parts: Map<string, Pick<SparePart, 'id' | 'spare_part_code' | 'batch_tracking' | 'price'>>;
}

/**
 * Opening stock as put-ins (`POST /stock/openingImport`, kind `inventory.opening`): each row names a warehouse (one
 * the importer may see — another is "does not exist", as it is to them), a bin of it, a part, its batch (required for
 * batch-tracked parts), a quantity and a unit price (the catalogue price when empty, else 0). Once no row has a
 * message, the rows become one put-in document per warehouse (`document_type = opening`), all in one transaction
 * through `StockLedger.recordAll`, so the moving-average cost starts from the opening prices.
 */
@Injectable()
export class OpeningImportService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly sheets: SheetImports,
    private readonly kinds: TransferKinds,
    private readonly scope: WarehouseScope,
    private readonly ledger: StockLedger,
    private readonly translator: Translator,
  ) {}

  onModuleInit(): void {
    this.kinds.register(OPENING_KIND, { label: 'inventory.transfer.openingKind', directions: ['import'], follow: { import: [P.stock.putIn] } });
  }

  template(lang: Lang): Promise<Buffer> {
    return this.sheets.template(OPENING_SHEET, lang);
  }

  start(ctx: AuthContext, uploads: readonly UploadedFile[]) {
    const caller: Caller = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, isAdmin: ctx.isAdmin, scopes: ctx.scopes };
    return this.sheets.start(ctx, uploads, OPENING_KIND, 'inventoryOpening', { lang: ctx.lang, caller } satisfies ImportParams);
  }

  @JobHandler('imports', 'inventoryOpening')
  async run(job: Job<'imports', 'inventoryOpening'>): Promise<void> {
    const begun = await this.sheets.begin(job.data);
    if (!begun) return;
    const { task, workbook } = begun;
    if (!workbook) return this.sheets.fail(task, [{ key: 'files.errors.importType' }]);
    const params = JSON.parse(task.params ?? '{}') as ImportParams;
    const refs = await this.openingRefs(params.caller);
    const read = await this.sheets.read(workbook, OPENING_SHEET, (row) => this.leg(row, refs));
    if ('messages' in read) return this.sheets.fail(task, read.messages, read.total);
    const byWarehouse = new Map<number, Leg[]>();
    for (const leg of read.rows) byWarehouse.set(leg.warehouseId, [...(byWarehouse.get(leg.warehouseId) ?? []), leg]);
    const reason = (await this.translator.t('inventory.transfer.openingReason', params.lang, [task.file_name], task.enterprise_id)).slice(0, LIMITS.remark);
    try {
      await this.ledger.recordAll(
        params.caller,
        [...byWarehouse.values()].map((legs) => ({ doc: { documentType: 'opening' as const, documentId: null, supplierId: null, reason }, legs })),
      );
    } catch {
      return this.sheets.fail(task, [{ key: 'inventory.transfer.importFailed' }], read.rows.length);
    }
    await this.sheets.done(task, read.rows.length);
  }

  private async openingRefs(caller: Caller): Promise<OpeningRefs> {
    const e = caller.enterpriseId;
    const visible = await this.scope.apply(this.db.getRepository(Warehouse).createQueryBuilder('w'), caller, 'id').getMany();
    const bins = visible.length ? await this.db.getRepository(WarehouseBin).find({ where: { enterprise_id: e, warehouse_id: In(visible.map((w) => w.id)) } }) : [];
    const parts = await this.db.getRepository(SparePart).find({ select: { id: true, spare_part_code: true, batch_tracking: true, price: true }, where: { enterprise_id: e } });
    return {
      warehouses: new Map(visible.map((w) => [w.code, { id: w.id, bins: new Map(bins.filter((b) => b.warehouse_id === w.id).map((b) => [b.code, b.id])) }])),
      parts: new Map(parts.map((p) => [p.spare_part_code, p])),
    };
  }

  private leg(row: RowCells<OpeningField>, refs: OpeningRefs): Leg | null {
    const warehouse = row.ref('warehouse', refs.warehouses);
    const binId = warehouse ? row.ref('bin', warehouse.bins) : null;
    const part = row.ref('part', refs.parts);
    const batch = row.text('batch', LIMITS.batch);
    const quantity = row.whole('quantity', 1, LIMITS.quantity);
    const price = row.price('price', PRICE_PATTERN);
    if (part?.batch_tracking && batch === null) row.say('files.errors.rowEmpty', 'batch');
    if (row.notes.length || !warehouse || !part || quantity === null) return null;
    return {
      type: 'putIn', part, warehouseId: warehouse.id, binId, batchNo: part.batch_tracking ? batch : null, quantity,
      unitPrice: Number(price ?? part.price ?? 0),
    };
  }
}
