import type { PartOrderRow, SparePartRow, StockReceiptRow, WarehouseRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

export const receiptWarehouse: WarehouseRow = { ...TENANT_COLUMNS, id: 2, code: 'W2', name: 'Main store', manager_id: null, manager_name: null, address: null, remark: null, version: 1, bins: [{ id: 11, code: 'A-01', name: null }] };
export const receiptPart = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing' } as SparePartRow;

type ReceiptLine = StockReceiptRow['lines'][number];

/** A pending manual receipt (id 31, version 3) of seven bearings into the main store. */
export const pendingReceipt = (over: Partial<StockReceiptRow> = {}, line: Partial<ReceiptLine> = {}): StockReceiptRow => ({
  ...TENANT_COLUMNS,
  id: 31,
  warehouse_id: 2,
  warehouse_name: 'Main store',
  supplier_id: null,
  supplier_name: null,
  document_type: 'manual',
  document_id: null,
  reason: 'PO-77',
  status: 'pending',
  version: 3,
  expected_date: null,
  create_user_name: 'Keeper',
  document_no: null,
  lines: [{ part_id: 5, spare_part_code: 'BRG-6204', part_name: 'Bearing', unit: 'pcs', bin_id: null, bin_code: null, batch_no: null, quantity: 7, unit_price: null, order_id: null, order: null, ...line }],
  ...over,
});

/** An open order (id 41) of twenty bearings for the main store from Acme, five received. */
export const openOrder: PartOrderRow = {
  ...TENANT_COLUMNS,
  id: 41,
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  unit: 'pcs',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  supplier_id: 7,
  supplier_name: 'Acme',
  quantity: 20,
  received: 5,
  on_order: 15,
  expected_date: '2026-12-05',
  remark: 'urgent',
  status: 'open',
  version: 3,
  create_user_name: 'Keeper',
};
