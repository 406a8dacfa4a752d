import type { Catalog } from './catalog';

/** The deadlines of work orders: what the overdue sweep records and tells people (issue 13 items 7 and 12). */
export const workOrdersSlaMessages = {
  'workOrder.sla.audit.late': { zh_CN: '工单{0}超过完成时限，仍在处理', en_US: 'Work order {0} is past its completion deadline and still in progress' },
  'workOrder.sla.notice.overdueTitle': { zh_CN: '工单{0}已超时', en_US: 'Work order {0} is overdue' },
  'workOrder.sla.notice.overdueContent': {
    zh_CN: '工单{0}“{1}”超过响应时限仍无人处理，已标记为超时，请尽快派单或处理。',
    en_US: 'Nobody took up work order {0} "{1}" before its response deadline; it is marked overdue. Please dispatch or handle it.',
  },
  'workOrder.sla.notice.lateTitle': { zh_CN: '工单{0}超过完成时限', en_US: 'Work order {0} is past its completion deadline' },
  'workOrder.sla.notice.lateContent': {
    zh_CN: '工单{0}“{1}”已超过完成时限，仍在处理中。',
    en_US: 'Work order {0} "{1}" is past its completion deadline and still in progress.',
  },
} satisfies Catalog;
