/**
 * A part ordered from a supplier for a warehouse (issue 15 item 5, "on order"): `open` until put-ins naming it have
 * brought in its quantity (`received`) or the storekeeper cancels it (`cancelled`). Open orders count as on order.
 */
export const PART_ORDER_STATUSES = ['open', 'received', 'cancelled'] as const;
export type PartOrderStatus = (typeof PART_ORDER_STATUSES)[number];
