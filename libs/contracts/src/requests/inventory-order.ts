import type { PartOrderStatus } from '../enums/inventory-order';

/** `/partOrder/add`: a quantity of a part ordered for a warehouse, from a supplier, expected on a day (`yyyy-MM-dd`). */
export type PartOrderRequest = {
  part_id: number;
  warehouse_id: number;
  supplier_id?: number;
  quantity: number;
  expected_date?: string;
  remark?: string;
};

/** `/partOrder/pageList` filters: orders of the caller's warehouses (open ones by default on the page). */
export type PartOrderQuery = {
  pageNumber?: number;
  pageSize?: number;
  warehouse_id?: number;
  part_id?: number;
  status?: PartOrderStatus;
};

/** `/partOrder/cancel`: an open order at the version read. */
export type PartOrderActRequest = { id: number; version: number };
