import { detailLink } from '@/components/DataTable';

/** An order's own page (`?id=`): deep links from messages, the equipment, the to-dos and the calendar. */
export const ORDER_VIEW_ROUTE = 'work/order/view';
/** A parent's sub work orders (`?id=` of the parent). */
export const ORDER_SUB_ROUTE = 'work/order/sub';

export const orderViewLink = (id: number): string => detailLink(ORDER_VIEW_ROUTE, id);
export const orderSubLink = (parentId: number): string => detailLink(ORDER_SUB_ROUTE, parentId);
/** Where "back" leads from an order's pages. */
export const ORDER_LIST_ROUTE = 'work/order/list';
