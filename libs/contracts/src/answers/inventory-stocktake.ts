import { z } from 'zod';
import { STOCKTAKE_STATES } from '../enums/inventory-stocktake';
import { day, id, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();

/** A stocktake of one warehouse (or chosen bins), with how far its count has come. */
export const StocktakeRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    count_date: day,
    warehouse_id: id,
    warehouse_name: z.string(),
    /** The chosen bins; empty: the whole warehouse. */
    bin_ids: z.array(id),
    bin_codes: z.array(z.string()),
    person_user_id: ref,
    person_name: text,
    state: z.enum(STOCKTAKE_STATES),
    /** When the expected quantities were frozen. */
    start_time: timestamp.nullable(),
    finish_time: timestamp.nullable(),
    approve_time: timestamp.nullable(),
    approve_user_id: ref,
    approve_user_name: text,
    /** The ledger document of the posted adjustments. */
    document_no: text,
    remark: text,
    /** A blind count: expected quantities (and so differences) are null for those who do not approve counts. */
    blind: z.boolean(),
    version: z.number().int(),
    lines_total: z.number().int(),
    lines_counted: z.number().int(),
    /** Null while the count is blind to the reader. */
    lines_differing: z.number().int().nullable(),
  })
  .meta({ id: 'StocktakeRow' });
export type StocktakeRow = z.infer<typeof StocktakeRow>;
export const StocktakePage = pageOf(StocktakeRow);

/** One place of the count: part × bin × batch, expected (frozen at start) and counted. */
export const StocktakeLine = z
  .object({
    id,
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    specification: text,
    unit: text,
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    /** On hand when the count started (0 for a place found during the count); null while the count is blind to the reader. */
    expected: z.number().int().nullable(),
    /** Null: not counted yet. */
    counted: z.number().int().nullable(),
    /** counted − expected; null until counted, or while blind to the reader. */
    difference: z.number().int().nullable(),
    /** What the ledger moved at this place since the count started (shown, not posted). */
    moved_since_start: z.number().int(),
    /** The adjustment posted on approval. */
    adjusted: z.number().int().nullable(),
    /** The unit cost the difference is valued at: the posted adjustment's once approved, else the part's moving average in the warehouse. Null without the storage cost display (SPEC §6). */
    unit_cost: z.string().nullable(),
    /** difference × unit cost, two places; null until counted or without the storage cost display. */
    difference_amount: z.string().nullable(),
    count_user_id: ref,
    count_user_name: text,
    count_time: timestamp.nullable(),
    remark: text,
  })
  .meta({ id: 'StocktakeLine' });
export type StocktakeLine = z.infer<typeof StocktakeLine>;

/** With its lines and the bins that can be counted (the chosen ones, or all of the warehouse). */
export const StocktakeDetail = StocktakeRow.extend({ lines: z.array(StocktakeLine), bins: z.array(z.object({ id, code: z.string() })) }).meta({ id: 'StocktakeDetail' });
export type StocktakeDetail = z.infer<typeof StocktakeDetail>;
