import type { Catalog } from './catalog';

/** Messages people receive about work orders (issue 13 item 12) and the names of their kinds. */
export const workOrdersNotifyMessages = {
  'workOrder.notice.kind.overdue': { zh_CN: '工单超时', en_US: 'Overdue work orders' },
  'workOrder.notice.kind.late': { zh_CN: '超过完成时限', en_US: 'Work past its completion deadline' },
  'workOrder.notice.kind.nodeLate': { zh_CN: '流程节点超时', en_US: 'Workflow nodes past their time limit' },
  'workOrder.notice.kind.assigned': { zh_CN: '派给我的工单', en_US: 'Work orders given to me' },
  'workOrder.notice.kind.grabbed': { zh_CN: '工单被抢单', en_US: 'Work orders grabbed' },
  'workOrder.notice.kind.returned': { zh_CN: '工单被退回', en_US: 'Work orders returned' },
  'workOrder.notice.kind.evaluate': { zh_CN: '待我评价', en_US: 'Work for me to evaluate' },
  'workOrder.notice.assignedTitle': { zh_CN: '新工单{0}', en_US: 'New work order {0}' },
  'workOrder.notice.assignedContent': { zh_CN: '{2}把工单{0}“{1}”派给了您，请及时接单。', en_US: '{2} gave you work order {0} "{1}". Please accept it.' },
  'workOrder.notice.grabbedTitle': { zh_CN: '工单{0}已被抢单', en_US: 'Work order {0} was grabbed' },
  'workOrder.notice.grabbedContent': { zh_CN: '{2}抢了您负责的工单{0}“{1}”。', en_US: '{2} grabbed work order {0} "{1}", which you are in charge of.' },
  'workOrder.notice.returnedTitle': { zh_CN: '工单{0}被退回', en_US: 'Work order {0} was returned' },
  'workOrder.notice.returnedContent': { zh_CN: '{2}退回了工单{0}“{1}”：{3}', en_US: '{2} returned work order {0} "{1}": {3}' },
  'workOrder.notice.evaluateTitle': { zh_CN: '请评价工单{0}', en_US: 'Please evaluate work order {0}' },
  'workOrder.notice.evaluateContent': { zh_CN: '您提交的工单{0}“{1}”已完成审核，请评价。', en_US: 'Work order {0} "{1}", which you raised, passed review. Please evaluate the work.' },
} satisfies Catalog;
