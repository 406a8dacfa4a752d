import type { Catalog } from './catalog';

/** The schedule calendar (issue 13 item 10): its rules and labels. */
export const workOrdersScheduleMessages = {
  'workOrderSchedule.errors.range': {
    zh_CN: '时间范围无效（结束须晚于开始，且不超过 93 天）',
    en_US: 'The date range is invalid (the end must follow the start, at most 93 days)',
  },
  'workOrderSchedule.errors.past': { zh_CN: '新的截止时间不能早于当前时间', en_US: 'The new due time cannot be in the past' },
  'workOrderSchedule.errors.beforeCreation': {
    zh_CN: '新的截止时间不能早于工单创建时间',
    en_US: 'The new due time cannot be before the order was created',
  },
  'workOrderSchedule.timeline': { zh_CN: '截止时间 {0} → {1}', en_US: 'Due {0} → {1}' },
  'menu.work.schedule.dispatch': { zh_CN: '调整排程', en_US: 'Reschedule' },
  'workOrderSchedule.person': { zh_CN: '人员', en_US: 'Person' },
  'workOrderSchedule.allPeople': { zh_CN: '全部人员', en_US: 'Everyone' },
  'workOrderSchedule.unassigned': { zh_CN: '未分配', en_US: 'Unassigned' },
  'workOrderSchedule.overdue': { zh_CN: '已逾期', en_US: 'Overdue' },
  'workOrderSchedule.moved': { zh_CN: '已调整截止时间', en_US: 'Due time moved' },
} satisfies Catalog;
