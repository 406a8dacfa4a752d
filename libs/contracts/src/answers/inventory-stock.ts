import { z } from 'zod';
import { MOVEMENT_DOCUMENT_TYPES, MOVEMENT_TYPES } from '../enums/inventory';
import { id, money, pageOf, ref, timestamp } from './common';

const text = z.string().nullable();
/** What every stock answer counts: on hand, reserved for orders, and available = on hand − reserved. */
const quantities = { on_hand: z.number().int(), reserved: z.number().int(), available: z.number().int() };

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
    ...quantities,
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
    ...quantities,
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
    ...quantities,
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
    ...quantities,
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
