import type { Catalog } from './catalog';

/** Menu entries and to-do kinds of the dispatcher's and the handler's screens (issue 13 items 10 and 11). */
export const workOrdersScreensMessages = {
  'menu.work.wot': { zh_CN: '工单概览', en_US: 'Work order overview' },
  'menu.work.todo': { zh_CN: '我的待办', en_US: 'My to-dos' },
  'workOrder.todo.kinds.accept': { zh_CN: '待我接单', en_US: 'To accept' },
  'workOrder.todo.kinds.work': { zh_CN: '待我处理', en_US: 'To work on' },
  'workOrder.todo.kinds.grab': { zh_CN: '工单池可抢', en_US: 'To grab from my pools' },
  'workOrder.todo.kinds.review': { zh_CN: '待我审核确认', en_US: 'To review or confirm' },
  'workOrder.todo.kinds.evaluate': { zh_CN: '待我评价', en_US: 'To evaluate' },
} satisfies Catalog;
