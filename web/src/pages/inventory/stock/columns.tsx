import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StockMovementRow, StockRow } from './stock.api';

/** Stock rows carry no id: a place is part × warehouse × bin × batch. */
export type KeyedStockRow = StockRow & { key: string };
export const keyed = (rows: readonly StockRow[] | undefined): KeyedStockRow[] =>
  (rows ?? []).map((r) => ({ ...r, key: `${r.part_id}-${r.warehouse_id}-${r.bin_id ?? 0}-${r.batch_no ?? ''}` }));

/** Stock by part and bin: on hand, reserved, available; the warehouse column where several are listed. */
export const stockColumns = (withPart = true, showCost = true): DataColumn<KeyedStockRow>[] => [
  ...(withPart
    ? [
        textColumn<KeyedStockRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 150, hideable: false }),
        textColumn<KeyedStockRow>({ key: 'part_name', titleKey: 'inventory.part.name', width: 160, hideable: false }),
        textColumn<KeyedStockRow>({ key: 'specification', titleKey: 'inventory.part.specification', width: 140 }),
      ]
    : []),
  textColumn<KeyedStockRow>({ key: 'warehouse_name', titleKey: 'inventory.warehouse.name', width: 140 }),
  textColumn<KeyedStockRow>({ key: 'bin_code', titleKey: 'inventory.stock.bin', width: 100 }),
  textColumn<KeyedStockRow>({ key: 'batch_no', titleKey: 'inventory.stock.batch', width: 110 }),
  textColumn<KeyedStockRow>({ key: 'on_hand', titleKey: 'inventory.stock.onHand', width: 100 }),
  textColumn<KeyedStockRow>({ key: 'reserved', titleKey: 'inventory.stock.reserved', width: 100 }),
  textColumn<KeyedStockRow>({ key: 'available', titleKey: 'inventory.stock.available', width: 100 }),
  textColumn<KeyedStockRow>({ key: 'unit', titleKey: 'inventory.part.unit', width: 70 }),
  ...(showCost ? [textColumn<KeyedStockRow>({ key: 'avg_cost', titleKey: 'inventory.stock.avgCost', width: 130 })] : []),
];

/** The ledger: one row per movement, signed quantity and the balance it left; unit cost and amount only for the "storage" cost display. */
export const ledgerColumns = (kindName: (value: unknown) => string, documentName: (value: unknown) => string, showCost = true): DataColumn<StockMovementRow>[] => [
  dateColumn<StockMovementRow>({ key: 'create_time', titleKey: 'inventory.ledger.time', hideable: false }),
  textColumn<StockMovementRow>({ key: 'document_no', titleKey: 'inventory.ledger.documentNo', width: 200 }),
  textColumn<StockMovementRow>({ key: 'movement_type', titleKey: 'inventory.stock.kind', width: 110, format: kindName }),
  textColumn<StockMovementRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 140, hideable: false }),
  textColumn<StockMovementRow>({ key: 'part_name', titleKey: 'inventory.part.name', width: 140 }),
  textColumn<StockMovementRow>({ key: 'warehouse_name', titleKey: 'inventory.warehouse.name', width: 130 }),
  textColumn<StockMovementRow>({ key: 'bin_code', titleKey: 'inventory.stock.bin', width: 90 }),
  textColumn<StockMovementRow>({ key: 'batch_no', titleKey: 'inventory.stock.batch', width: 100, defaultHidden: true }),
  textColumn<StockMovementRow>({ key: 'quantity', titleKey: 'inventory.stock.quantity', width: 90 }),
  textColumn<StockMovementRow>({ key: 'balance_after', titleKey: 'inventory.ledger.balanceAfter', width: 90 }),
  ...(showCost
    ? [
        textColumn<StockMovementRow>({ key: 'unit_cost', titleKey: 'inventory.ledger.unitCost', width: 110 }),
        textColumn<StockMovementRow>({ key: 'amount', titleKey: 'inventory.ledger.amount', width: 110 }),
      ]
    : []),
  textColumn<StockMovementRow>({ key: 'document_type', titleKey: 'inventory.stock.documentType', width: 110, format: documentName, defaultHidden: true }),
  textColumn<StockMovementRow>({ key: 'supplier_name', titleKey: 'inventory.part.supplier', width: 140, defaultHidden: true }),
  textColumn<StockMovementRow>({ key: 'create_user_name', titleKey: 'inventory.ledger.user', width: 110 }),
  textColumn<StockMovementRow>({ key: 'reason', titleKey: 'inventory.stock.reason', width: 160 }),
];
