import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** Work-order screens under /gengyun (issue 13): so far the order list with its detail drawer. */
export const routes: PageRoute[] = [
  {
    path: 'work/order/list',
    menuKey: 'menu.work.orderList',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./order/WorkOrderListPage'), 'WorkOrderListPage'),
  },
];
