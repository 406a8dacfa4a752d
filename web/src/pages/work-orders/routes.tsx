import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Work-order screens under /gengyun (issue 13): the order list with its detail drawer, an order's page, the sub orders,
 * the caller's own orders, the types and the work pools.
 */
export const routes: PageRoute[] = [
  {
    path: 'wot',
    menuKey: 'menu.work.wot',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./overview/OverviewPage'), 'OverviewPage'),
  },
  {
    path: 'todo/task/list',
    menuKey: 'menu.work.todo',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./todo/TodoListPage'), 'TodoListPage'),
  },
  {
    path: 'work/order/handler',
    menuKey: 'menu.work.orderHandler',
    permission: Permission.workOrder.handle,
    page: lazyPage(() => import('./handler/HandlerPage'), 'HandlerPage'),
  },
  {
    path: 'work/order/list',
    menuKey: 'menu.work.orderList',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./order/WorkOrderListPage'), 'WorkOrderListPage'),
  },
  {
    path: 'work/order/view',
    menuKey: 'menu.work.orderView',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./order/WorkOrderViewPage'), 'WorkOrderViewPage'),
  },
  {
    path: 'work/order/sub',
    menuKey: 'menu.work.orderSub',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./sub-order/SubOrdersOfParentPage'), 'SubOrdersOfParentPage'),
  },
  {
    path: 'sub/work/order',
    menuKey: 'menu.work.subOrder',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./sub-order/SubOrderListPage'), 'SubOrderListPage'),
  },
  {
    path: 'work/workOrder',
    menuKey: 'menu.work.myOrders',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./mine/MyWorkOrdersPage'), 'MyWorkOrdersPage'),
  },
  {
    path: 'work/type',
    menuKey: 'menu.work.type',
    permission: Permission.workOrderType.list,
    page: lazyPage(() => import('./type/TypeListPage'), 'TypeListPage'),
  },
  {
    path: 'work/pool',
    menuKey: 'menu.work.pool',
    permission: Permission.workOrderPool.list,
    page: lazyPage(() => import('./pool/PoolListPage'), 'PoolListPage'),
  },
  {
    path: 'service/info',
    menuKey: 'menu.serviceInfo',
    permission: Permission.serviceRequest.list,
    page: lazyPage(() => import('./service-request/ServiceRequestListPage'), 'ServiceRequestListPage'),
  },
  {
    path: '/public/request/:token',
    menuKey: 'publicRequest.title',
    permission: 'open',
    page: lazyPage(() => import('./public-request/PublicRequestRoute'), 'PublicRequestRoute'),
  },
  {
    path: 'work/rule',
    menuKey: 'menu.work.rule',
    permission: Permission.workOrderRule.list,
    page: lazyPage(() => import('./rule/RuleListPage'), 'RuleListPage'),
  },
  {
    path: 'work/distribute',
    menuKey: 'menu.work.distribute',
    permission: Permission.workOrder.dispatch,
    page: lazyPage(() => import('./rule/DistributePage'), 'DistributePage'),
  },
  {
    path: 'work/schedule',
    menuKey: 'menu.work.schedule',
    permission: Permission.workOrder.list,
    page: lazyPage(() => import('./schedule/SchedulePage'), 'SchedulePage'),
  },
  {
    path: 'work/flow',
    menuKey: 'menu.work.flow',
    permission: Permission.workflowTemplate.list,
    page: lazyPage(() => import('./workflow/WorkflowListPage'), 'WorkflowListPage'),
  },
];
