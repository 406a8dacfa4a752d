import type { RequisitionRow, StockRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

/** Line `id` asks for part `id + 10` from the main store's bin A-01: two issued, one returned. */
export const requisitionLine = (id: number, extra: Partial<RequisitionRow['lines'][number]> = {}): RequisitionRow['lines'][number] => ({
  id,
  part_id: id + 10,
  spare_part_code: `SP-${id}`,
  part_name: `Bearing ${id}`,
  unit: 'pcs',
  warehouse_id: 1,
  warehouse_name: 'Main',
  bin_id: 5,
  bin_code: 'A-01',
  batch_no: null,
  quantity: 2,
  reserved: 0,
  issued: 2,
  returned: 1,
  available: 8,
  approved: false,
  substitutes: [],
  ...extra,
});

/** Work order WO-1's issued requisition 9 (version 4) with lines 1 and 2. */
export const requisitionRow = (extra: Partial<RequisitionRow> = {}): RequisitionRow => ({
  ...TENANT_COLUMNS,
  id: 9,
  work_order_id: 3,
  work_order_code: 'WO-1',
  work_order_title: 'Pump leaks',
  status: 'issued',
  version: 4,
  remark: null,
  create_user_name: 'Tech',
  approved_user_id: 1,
  approved_user_name: 'Keeper',
  approved_time: null,
  issued_time: null,
  parts_cost: '17.50',
  partly_issued: false,
  lines: [requisitionLine(1), requisitionLine(2, { quantity: 1, issued: 1, returned: 0 })],
  line_count: extra.lines?.length ?? 2,
  ...extra,
});

/** One unbinned place of the part holding `available` + 1 with one reserved (warehouse 1 is Main, others Site). */
export const pickerStock = (partId: number, warehouseId: number, available: number): StockRow => ({
  part_id: partId,
  spare_part_code: `SP-${partId}`,
  part_name: `Seal ${partId}`,
  specification: null,
  unit: 'pcs',
  warehouse_id: warehouseId,
  warehouse_name: warehouseId === 1 ? 'Main' : 'Site',
  bin_id: null,
  bin_code: null,
  batch_no: null,
  on_hand: available + 1,
  reserved: 1,
  available,
  avg_cost: '5.00',
  safety_stock_min: null,
});
