import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

/**
 * Menu entries of the work-order routes (SPEC §2) this area serves so far: the overview `wot`, the to-dos
 * `todo/task/list`, the order list `work/order/list` with its buttons, its detail pages `work/order/view`,
 * `work/order/handler` and `work/order/sub`, every sub order `sub/work/order`, the caller's own orders
 * `work/workOrder`, and the settings pages for types, pools and workflows (`work/schedule` is the schedule part's;
 * docs/decisions/work-orders.md, docs/decisions/work-orders-screens.md).
 */
export const WORK_ORDER_MENU: MenuSeed[] = [
  {
    langKey: 'menu.work',
    type: MenuType.folder,
    icon: 'profile',
    children: [
      route('menu.work.wot', 'wot', P.workOrder.list),
      route('menu.work.todo', 'todo/task/list', P.workOrder.list),
      route('menu.work.orderList', 'work/order/list', P.workOrder.list, [
        ['add', P.workOrder.add],
        ['edit', P.workOrder.edit],
        ['dispatch', P.workOrder.dispatch],
        ['handle', P.workOrder.handle],
        ['review', P.workOrder.review],
      ]),
      route('menu.work.subOrder', 'sub/work/order', P.workOrder.list),
      route('menu.work.myOrders', 'work/workOrder', P.workOrder.list),
      { langKey: 'menu.work.orderView', type: MenuType.detail, route: 'work/order/view', perms: P.workOrder.list },
      { langKey: 'menu.work.orderHandler', type: MenuType.detail, route: 'work/order/handler', perms: P.workOrder.handle },
      { langKey: 'menu.work.orderSub', type: MenuType.detail, route: 'work/order/sub', perms: P.workOrder.list },
      route('menu.work.type', 'work/type', P.workOrderType.list, [
        ['add', P.workOrderType.add],
        ['edit', P.workOrderType.edit],
        ['delete', P.workOrderType.delete],
      ]),
      route('menu.work.pool', 'work/pool', P.workOrderPool.list, [['edit', P.workOrderPool.edit]]),
      route('menu.work.flow', 'work/flow', P.workflowTemplate.list, [
        ['edit', P.workflowTemplate.edit],
        ['delete', P.workflowTemplate.delete],
      ]),
    ],
  },
];
