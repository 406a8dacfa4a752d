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
};

/** `/stocktake/pageList` filters. */
export type StocktakeQuery = { pageNumber?: number; pageSize?: number; keyword?: string; warehouse_id?: number; state?: StocktakeState };

/**
 * `/stocktake/count`: the counted quantity of one part at one bin and batch of the count's warehouse. The part is
 * named by id or by the content of its QR code. Counting the same place again replaces the quantity.
 */
export type StocktakeCountRequest = {
  id: number;
  part_id?: number;
  qr_content?: string;
  bin_id?: number;
  batch_no?: string;
  counted: number;
  remark?: string;
};
