import type { Catalog } from './catalog';

/** Labels of the work-order screens (the list, its filters and the detail drawer). */
export const workOrdersLabels = {
  'workOrder.fields.code': { zh_CN: '工单编号', en_US: 'No.' },
  'workOrder.fields.type': { zh_CN: '工单类型', en_US: 'Type' },
  'workOrder.fields.status': { zh_CN: '状态', en_US: 'Status' },
  'workOrder.fields.priority': { zh_CN: '优先级', en_US: 'Priority' },
  'workOrder.fields.personInCharge': { zh_CN: '负责人', en_US: 'Person in charge' },
  'workOrder.fields.dueTime': { zh_CN: '截止时间', en_US: 'Due' },
  'workOrder.fields.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'workOrder.fields.fee': { zh_CN: '费用', en_US: 'Fee' },
  'workOrder.fields.source': { zh_CN: '来源', en_US: 'Source' },
  'workOrder.fields.description': { zh_CN: '描述', en_US: 'Description' },
  'workOrder.list.detail': { zh_CN: '详情', en_US: 'Details' },
  'workOrder.list.statusFilter': { zh_CN: '按状态筛选', en_US: 'Filter by status' },
  'workOrder.list.keyword': { zh_CN: '工单编号或标题', en_US: 'Number or title' },
  'workOrder.detail.title': { zh_CN: '工单{0}', en_US: 'Work order {0}' },
  'workOrder.detail.timeline': { zh_CN: '处理记录', en_US: 'Timeline' },
  'workOrder.timeline.change': { zh_CN: '{0} → {1}', en_US: '{0} → {1}' },
} satisfies Catalog;
