import type { StocktakeState } from '../enums/inventory-stocktake';

/** `/sparePart/byQrContent`: the text a scanner read from a part's QR code (its URL or its spare_part_code). */
export type PartQrContentRequest = { content: string };

/** `/stocktake/add`: a draft count of one warehouse, or of chosen bins of it. */
export type StocktakeRequest = {
  /** Left out: the next `ST<yyyyMMdd>-<n>` of the enterprise. */
  code?: string;
  /** `yyyy-MM-dd`. */
  count_date: string;
  warehouse_id: number;
  bin_ids?: number[];
  /** Who counts; the creator when left out. */
  person_user_id?: number;
  remark?: string;
  /** A blind count: counters are not told the expected quantities (only those who approve counts are). */
  blind?: boolean;
};

/** `/stocktake/update`: a draft's fields again, at the version read. */
export type StocktakeUpdateRequest = StocktakeRequest & { id: number; version: number };

/** `/stocktake/recount`: lines of a counting or finished count to be counted again (their quantities cleared). */
export type StocktakeRecountRequest = { id: number; line_ids: number[] };

/** How a count's quantity is taken: `set` replaces the line's quantity, `add` adds to it (one scan per unit). */
export const STOCKTAKE_COUNT_MODES = ['set', 'add'] as const;
export type StocktakeCountMode = (typeof STOCKTAKE_COUNT_MODES)[number];

/** `/stocktake/pageList` filters. */
export type StocktakeQuery = { pageNumber?: number; pageSize?: number; keyword?: string; warehouse_id?: number; state?: StocktakeState };

/**
 * `/stocktake/count`: the counted quantity of one part at one bin and batch of the count's warehouse. The part is
 * named by id or by the content of its QR code. Counting the same place again replaces the quantity, or adds to it.
 */
export type StocktakeCountRequest = {
  id: number;
  part_id?: number;
  qr_content?: string;
  bin_id?: number;
  batch_no?: string;
  counted: number;
  /** `set` (the default) or `add`. */
  mode?: StocktakeCountMode;
  remark?: string;
};
