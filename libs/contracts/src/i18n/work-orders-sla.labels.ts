import type { Catalog } from './catalog';

/** The work-order list's time-left column and the message settings. */
export const workOrdersSlaLabels = {
  'workOrder.sla.column': { zh_CN: '剩余时间', en_US: 'Time left' },
  'workOrder.sla.left': { zh_CN: '剩余{0}', en_US: '{0} left' },
  'workOrder.sla.over': { zh_CN: '超时{0}', en_US: '{0} over' },
  'workOrder.sla.paused': { zh_CN: '已暂停', en_US: 'Paused' },
  'workOrder.sla.kind.response': { zh_CN: '响应时限', en_US: 'Response deadline' },
  'workOrder.sla.kind.completion': { zh_CN: '完成时限', en_US: 'Completion deadline' },
  'workOrder.sla.days': { zh_CN: '{0}天', en_US: '{0}d' },
  'workOrder.sla.hours': { zh_CN: '{0}小时', en_US: '{0}h' },
  'workOrder.sla.minutes': { zh_CN: '{0}分钟', en_US: '{0}m' },
  'workOrder.notice.settings': { zh_CN: '消息设置', en_US: 'Message settings' },
  'workOrder.notice.help': { zh_CN: '勾选您希望收到的工单消息', en_US: 'Tick the work-order messages you want to receive' },
  'workOrder.notice.channel.kind': { zh_CN: '消息', en_US: 'Message' },
  'workOrder.notice.channel.inApp': { zh_CN: '站内消息', en_US: 'In the app' },
  'workOrder.notice.channel.mail': { zh_CN: '邮件', en_US: 'Mail' },
  'workOrder.notice.channel.sms': { zh_CN: '短信', en_US: 'SMS' },
  'workOrder.notice.noMail': { zh_CN: '您还没有邮箱，可在个人信息中填写', en_US: 'You have no mail address yet; add one in your profile' },
  'workOrder.notice.noPhone': { zh_CN: '您还没有手机号，可在个人信息中填写', en_US: 'You have no phone number yet; add one in your profile' },
} satisfies Catalog;
