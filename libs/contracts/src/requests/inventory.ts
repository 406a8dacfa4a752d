import type { MovementDocumentType, MovementType, MoveKind, ReceiptStatus, RequisitionListStatus } from '../enums/inventory';

/** `/sparePart/add`, `/sparePart/update` (with the id). Price as decimal text or a number. */
export type SparePartRequest = {
  spare_part_code: string;
  name: string;
  bom_type?: number;
  specification?: string;
  unit?: string;
  price?: string;
  safety_stock_min?: number;
  safety_stock_max?: number;
  batch_tracking?: boolean;
  manufacturer_id?: number;
  supplier_id?: number;
  equipment_type_ids?: number[];
  equipment_model_ids?: number[];
  /** The equipment it is installed on (each in the caller's scope). */
  equipment_ids?: number[];
  /** Parts of the enterprise usable in its place (not itself); left out on an update, the declared ones stay. */
  substitute_ids?: number[];
  /** Parts interchangeable with it (either usable in the other's place), declared on either; left out, they stay. */
  interchangeable_ids?: number[];
  /** Photos and documents uploaded from the form before saving (`/addFile` with business_no sparePart, no data_id). */
  file_ids?: number[];
  remark?: string;
};

/** `/sparePart/pageList` filters. */
export type SparePartQuery = {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string;
  bom_type?: number;
  supplier_id?: number;
  equipment_type_id?: number;
  equipment_model_id?: number;
  /** Only parts whose visible on-hand is below their safety minimum. */
  below_min?: boolean;
};

/** A bin as the warehouse form sends it: with its id to keep an existing one. */
export type WarehouseBinRequest = { id?: number; code: string; name?: string };

/** `/warehouse/add`, `/warehouse/update` (with the id). */
export type WarehouseRequest = { code: string; name: string; manager_id?: number; address?: string; remark?: string; bins?: WarehouseBinRequest[] };

/** One line of a put-in. */
/** `order_id`: the recorded order of the same part and warehouse this line brings in (all of it or part). */
export type PutInLine = { part_id: number; bin_id?: number; batch_no?: string; quantity: number; unit_price: string; order_id?: number };

/** `/stock/putIn`: parts arriving in one warehouse from a supplier. */
export type PutInRequest = {
  warehouse_id: number;
  supplier_id?: number;
  document_type?: MovementDocumentType;
  document_id?: number;
  reason?: string;
  lines: PutInLine[];
};

/** `/stockReceipt/add`: a put-in announced before its goods arrive, with the day they are expected (`yyyy-MM-dd`). */
export type StockReceiptRequest = PutInRequest & { expected_date?: string };

/** `/stockReceipt/update`: a pending receipt saved again, whole, at the version read. */
export type StockReceiptUpdateRequest = StockReceiptRequest & { id: number; version: number };

/** `/stockReceipt/pageList` filters: pending receipts (and those confirmed or cancelled) of the caller's warehouses. */
export type StockReceiptQuery = {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string;
  warehouse_id?: number;
  supplier_id?: number;
  status?: ReceiptStatus;
  /** Expected on or before this day (`yyyy-MM-dd`): what is due. */
  expected_until?: string;
};

/** `/stockReceipt/confirm` and `/stockReceipt/cancel`: a pending receipt at the version read. */
export type StockReceiptActRequest = { id: number; version: number };

/** One line of a move; `to_bin_id` is the destination bin of a transfer, `quantity` is signed for an adjustment. */
export type MoveLine = { part_id: number; bin_id?: number; batch_no?: string; quantity: number; to_bin_id?: number };

/** `/stock/move`: an issue, return, transfer (to `to_warehouse_id`), adjustment or scrap. */
export type MoveRequest = {
  kind: MoveKind;
  warehouse_id: number;
  to_warehouse_id?: number;
  document_type?: MovementDocumentType;
  document_id?: number;
  reason?: string;
  lines: MoveLine[];
};

/** `/stock/pageList` filters. */
/** `no_bin`: only the places kept without a bin. */
export type StockQuery = { pageNumber?: number; pageSize?: number; keyword?: string; warehouse_id?: number; bin_id?: number; no_bin?: boolean; part_id?: number; bom_type?: number; only_held?: boolean };

/** `/stock/byBin`: the bins of one warehouse the caller may see, with what each holds. */
export type StockByBinQuery = { warehouse_id: number };

/** `/stock/byPart` (paged) and `/stock/byType`: stock summed per part or per BOM type, in one warehouse or all the caller's. */
export type StockGroupQuery = { pageNumber?: number; pageSize?: number; keyword?: string; warehouse_id?: number; bom_type?: number };

/** `/stock/reorder/pageList` and its export: the parts below their minimum in the caller's warehouses. */
export type ReorderQuery = { pageNumber?: number; pageSize?: number; keyword?: string; warehouse_id?: number };

/** `/stockMovement/pageList` filters (`yyyy-MM-dd HH:mm:ss` bounds). */
export type StockMovementQuery = {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string;
  warehouse_id?: number;
  part_id?: number;
  movement_type?: MovementType;
  document_type?: MovementDocumentType;
  direction?: 'in' | 'out';
  start_time?: string;
  end_time?: string;
};

/** One part a work order needs, from one place (no bin / no batch when left out). */
export type RequisitionLineRequest = { part_id: number; warehouse_id: number; bin_id?: number; batch_no?: string; quantity: number };

/**
 * `/requisition/save`: the parts an order needs (the whole list; an empty one cancels). Saving reserves them; a
 * shortfall is "insufficient stock for a spare part code" unless `wait_for_parts`, which keeps the short lines
 * unreserved until stock arrives. `version` is the requisition's, once it exists.
 */
export type RequisitionSaveRequest = { work_order_id: number; version?: number; wait_for_parts?: boolean; remark?: string; lines: RequisitionLineRequest[] };

/**
 * `/requisition/approve|issue|cancel`. A storekeeper approves and issues the lines of one warehouse (`warehouse_id`, in
 * their scope); without it, the lines of every warehouse, all of which they must see.
 */
export type RequisitionActRequest = { id: number; version: number; warehouse_id?: number };

/** `/requisition/issue`: some lines or quantities now (each at most what the line has reserved), the rest later; left out: all reserved. */
export type RequisitionIssueRequest = RequisitionActRequest & { lines?: Array<{ line_id: number; quantity: number }> };

/** `/requisition/return`: unused parts back to where they were issued from. */
export type RequisitionReturnRequest = { id: number; version: number; lines: Array<{ line_id: number; quantity: number }> };

/** `/requisition/pageList` filters. */
/**
 * `/requisition/replaceLine`: an approver moves a short line (reserved < quantity, nothing issued) to another place
 * in their scope, optionally with one of the part's declared substitutes; the line reserves its quantity there.
 */
/** One place a split short line takes part of its quantity from. */
export type RequisitionLineSource = { warehouse_id: number; bin_id?: number; batch_no?: string; quantity: number };
/** The whole line to one place (`warehouse_id`…), or split over `sources` whose quantities add up to the line's. */
export type RequisitionReplaceLineRequest = {
  id: number;
  version: number;
  line_id: number;
  part_id?: number;
  warehouse_id?: number;
  bin_id?: number;
  batch_no?: string;
  sources?: RequisitionLineSource[];
};

export type RequisitionQuery = { pageNumber?: number; pageSize?: number; keyword?: string; status?: RequisitionListStatus; warehouse_id?: number };
