import { z } from 'zod';
import { MOVEMENT_DOCUMENT_TYPES, MOVEMENT_TYPES, RECEIPT_STATUSES, REQUISITION_STATUSES, STOCK_IN_STATES } from '../enums/inventory';
import { day, id, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();
/** Money as decimal text, two places (`12.50`); null when unset. */
const money = z.string().nullable();

/** A part of the catalogue, with the names of what it refers to and its stock where the viewer may see. */
export const SparePartRow = z
  .object({
    ...tenantColumns,
    spare_part_code: z.string(),
    name: z.string(),
    bom_type: z.number().int().nullable(),
    specification: text,
    unit: text,
    price: money,
    safety_stock_min: z.number().int().nullable(),
    safety_stock_max: z.number().int().nullable(),
    batch_tracking: z.boolean(),
    manufacturer_id: ref,
    manufacturer_name: text,
    supplier_id: ref,
    supplier_name: text,
    equipment_type_ids: z.array(id),
    equipment_model_ids: z.array(id),
    /** The equipment it is installed on, and the same with codes and names. */
    equipment_ids: z.array(id),
    installed_on: z.array(z.object({ id, asset_code: z.string(), asset_name: z.string() })),
    /** The parts declared usable in its place (a requisition's short line may take one of them instead). */
    substitutes: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
    /** The parts interchangeable with it, declared on this part or on the other (shown on both). */
    interchangeable: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
    remark: text,
    version: z.number().int(),
    /** On hand over the warehouses the viewer may see. */
    on_hand: z.number().int(),
    stock_in_state: z.enum(STOCK_IN_STATES),
  })
  .meta({ id: 'SparePartRow' });
export type SparePartRow = z.infer<typeof SparePartRow>;
export const SparePartPage = pageOf(SparePartRow);

/** A part on an equipment's parts list: installed on it, or suitable for its type (or both). */
export const EquipmentPartRow = SparePartRow.extend({ installed: z.boolean(), suitable: z.boolean() }).meta({ id: 'EquipmentPartRow' });
export type EquipmentPartRow = z.infer<typeof EquipmentPartRow>;
export const EquipmentPartList = z.array(EquipmentPartRow);

/** A storage place inside a warehouse. */
export const WarehouseBin = z.object({ id, code: z.string(), name: text }).meta({ id: 'WarehouseBin' });
export type WarehouseBin = z.infer<typeof WarehouseBin>;

export const WarehouseRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    name: z.string(),
    manager_id: ref,
    manager_name: text,
    address: text,
    remark: text,
    version: z.number().int(),
    bins: z.array(WarehouseBin),
  })
  .meta({ id: 'WarehouseRow' });
export type WarehouseRow = z.infer<typeof WarehouseRow>;
export const WarehousePage = pageOf(WarehouseRow);

/** What one part holds at one place (part × warehouse × bin × batch); available = on hand − reserved. */
export const StockRow = z
  .object({
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    specification: text,
    unit: text,
    warehouse_id: id,
    warehouse_name: z.string(),
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    /** Moving-average unit cost of the part in this warehouse. */
    avg_cost: money,
    safety_stock_min: z.number().int().nullable(),
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof StockRow>;
export const StockPage = pageOf(StockRow);

/** Stock of one part summed over the places (bins, batches) of the warehouses asked for: the workspace's "stock by part". */
export const StockByPartRow = z
  .object({
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    specification: text,
    unit: text,
    bom_type: z.number().int().nullable(),
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    /** How many places (warehouse × bin × batch) hold it. */
    places: z.number().int(),
    safety_stock_min: z.number().int().nullable(),
    /** Announced by pending receipts of the same warehouses, not yet on hand (incoming). */
    on_order: z.number().int(),
  })
  .meta({ id: 'StockByPartRow' });
export type StockByPartRow = z.infer<typeof StockByPartRow>;
export const StockByPartPage = pageOf(StockByPartRow);

/** Stock summed per BOM type (null: parts without a type): the workspace's "parts by type". */
export const StockByTypeRow = z
  .object({
    bom_type: z.number().int().nullable(),
    parts: z.number().int(),
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
  })
  .meta({ id: 'StockByTypeRow' });
export type StockByTypeRow = z.infer<typeof StockByTypeRow>;
export const StockByTypeList = z.array(StockByTypeRow);

/** What one bin of a warehouse holds, summed (bin null: stock kept without a bin); empty bins answer zeros. */
export const StockByBinRow = z
  .object({
    bin_id: ref,
    bin_code: text,
    bin_name: text,
    parts: z.number().int(),
    places: z.number().int(),
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
  })
  .meta({ id: 'StockByBinRow' });
export type StockByBinRow = z.infer<typeof StockByBinRow>;
export const StockByBinList = z.array(StockByBinRow);

/** One immutable row of the stock ledger. `quantity` is signed: what the movement added to or took from the place. */
export const StockMovementRow = z
  .object({
    id,
    create_time: timestamp,
    create_user_id: ref,
    create_user_name: text,
    document_no: z.string(),
    movement_type: z.enum(MOVEMENT_TYPES),
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    warehouse_id: id,
    warehouse_name: z.string(),
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    quantity: z.number().int(),
    /** On hand at this place right after the movement. */
    /** Null in the answer of a movement written by a counter of a running blind count of its warehouse. */
    balance_after: z.number().int().nullable(),
    unit_cost: money,
    amount: money,
    supplier_id: ref,
    supplier_name: text,
    document_type: z.enum(MOVEMENT_DOCUMENT_TYPES),
    document_id: ref,
    reason: text,
  })
  .meta({ id: 'StockMovementRow' });
export type StockMovementRow = z.infer<typeof StockMovementRow>;
export const StockMovementPage = pageOf(StockMovementRow);

/** What a put-in or a move wrote: its document number and its ledger rows. */
export const StockDocument = z.object({ document_no: z.string(), movements: z.array(StockMovementRow) }).meta({ id: 'StockDocument' });
export type StockDocument = z.infer<typeof StockDocument>;

/** One line of a pending receipt: what is announced for one place, at what price. */
export const StockReceiptLine = z
  .object({
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    unit: text,
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    quantity: z.number().int(),
    /** Null without the storage cost display. */
    unit_price: money,
    /** The recorded order the line announces (fulfilled on confirmation), if any. */
    order_id: ref,
  })
  .meta({ id: 'StockReceiptLine' });
export type StockReceiptLine = z.infer<typeof StockReceiptLine>;

/** A put-in saved before the goods arrived; confirmed, it becomes the put-in document `document_no`. */
export const StockReceiptRow = z
  .object({
    ...tenantColumns,
    warehouse_id: id,
    warehouse_name: z.string(),
    supplier_id: ref,
    supplier_name: text,
    document_type: z.enum(MOVEMENT_DOCUMENT_TYPES),
    document_id: ref,
    reason: text,
    status: z.enum(RECEIPT_STATUSES),
    version: z.number().int(),
    expected_date: day.nullable(),
    create_user_name: text,
    document_no: text,
    lines: z.array(StockReceiptLine),
  })
  .meta({ id: 'StockReceiptRow' });
export type StockReceiptRow = z.infer<typeof StockReceiptRow>;
export const StockReceiptPage = pageOf(StockReceiptRow);

/** A part below its safety minimum in one warehouse, and what to order to bring it back to the maximum (issue 15 item 5). */
export const ReorderSuggestionRow = z
  .object({
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    specification: text,
    unit: text,
    warehouse_id: id,
    warehouse_name: z.string(),
    on_hand: z.number().int(),
    safety_stock_min: z.number().int(),
    safety_stock_max: z.number().int().nullable(),
    /** Announced by pending receipts of this warehouse and not yet received. */
    on_order: z.number().int(),
    /** max − on hand − on order (the minimum when there is no maximum), never below 0. */
    suggested: z.number().int(),
  })
  .meta({ id: 'ReorderSuggestionRow' });
export type ReorderSuggestionRow = z.infer<typeof ReorderSuggestionRow>;
export const ReorderSuggestionPage = pageOf(ReorderSuggestionRow);

/** One line of a requisition, with what is reserved, issued and returned, and what the place has available now. */
export const RequisitionLineRow = z
  .object({
    id,
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    unit: text,
    warehouse_id: id,
    warehouse_name: z.string(),
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    quantity: z.number().int(),
    reserved: z.number().int(),
    issued: z.number().int(),
    returned: z.number().int(),
    /** Null for a counter of a running blind count of its warehouse (they may not learn its stock). */
    available: z.number().int().nullable(),
    /** Approved by its warehouse's storekeeper (a requisition spanning warehouses is approved per warehouse). */
    approved: z.boolean(),
    /** The part's declared substitutes, which an approver may take instead while the line is short. */
    substitutes: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
  })
  .meta({ id: 'RequisitionLineRow' });
export type RequisitionLineRow = z.infer<typeof RequisitionLineRow>;

/** A work order's requisition; `parts_cost` = Σ issue amounts − Σ return amounts of the order's ledger rows. */
export const RequisitionRow = z
  .object({
    ...tenantColumns,
    work_order_id: id,
    work_order_code: z.string(),
    work_order_title: z.string(),
    status: z.enum(REQUISITION_STATUSES),
    version: z.number().int(),
    remark: text,
    create_user_name: text,
    approved_user_id: ref,
    approved_user_name: text,
    approved_time: timestamp.nullable(),
    issued_time: timestamp.nullable(),
    parts_cost: z.string(),
    /** Ready or approved with some units issued already (derived from the lines; the list filters by it). */
    partly_issued: z.boolean(),
    /** Lines of the whole requisition, every warehouse's (a storekeeper's `lines` are their warehouses' only): a split stays within the limit. */
    line_count: z.number().int(),
    lines: z.array(RequisitionLineRow),
  })
  .meta({ id: 'RequisitionRow' });
export type RequisitionRow = z.infer<typeof RequisitionRow>;
export const RequisitionPage = pageOf(RequisitionRow);
/** An order's requisition, or null before it has one. */
export const OrderRequisition = RequisitionRow.nullable();
