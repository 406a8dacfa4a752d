import type { Catalog } from './catalog';

/** The workflow engine (issue 13 items 5 and 6): its refusals, timeline texts and the task bar's labels. */
export const workOrdersEngineMessages = {
  'workOrder.engine.errors.noEngine': { zh_CN: '该工单没有流程模板', en_US: 'This work order has no workflow template' },
  'workOrder.engine.errors.nodeNotActive': { zh_CN: '节点“{0}”不是当前节点', en_US: 'Node "{0}" is not a current node' },
  'workOrder.engine.errors.notYourTask': { zh_CN: '您不是节点“{0}”的待办处理人', en_US: 'You have no pending task on node "{0}"' },
  'workOrder.engine.errors.notYourTurn': { zh_CN: '处理链中尚未轮到您，请等待前一位处理人', en_US: 'It is not your turn in the chain yet: the previous handler acts first' },
  'workOrder.engine.errors.notGrab': { zh_CN: '节点“{0}”不是抢单节点', en_US: 'Node "{0}" is not a grab node' },
  'workOrder.engine.errors.grabFirst': { zh_CN: '请先抢单', en_US: 'Grab the task first' },
  'workOrder.engine.errors.grabbed': { zh_CN: '已被他人抢单', en_US: 'Someone else has already grabbed it' },
  'workOrder.engine.errors.notCandidate': { zh_CN: '您不是节点“{0}”的候选人', en_US: 'You are not a candidate of node "{0}"' },
  'workOrder.engine.errors.requiredField': { zh_CN: '节点要求填写字段“{0}”', en_US: 'The node requires the field "{0}"' },
  'workOrder.engine.errors.attachments': { zh_CN: '节点要求上传附件', en_US: 'The node requires attachments' },
  'workOrder.engine.errors.signature': { zh_CN: '节点要求签名', en_US: 'The node requires a signature' },
  'workOrder.engine.errors.followsRun': {
    zh_CN: '该工单按流程模板流转，请在当前节点处理（可挂起、取消、作废或关闭）',
    en_US: 'This work order follows its workflow: act on its current node (it can still be suspended, cancelled, voided or closed)',
  },
  'workOrder.engine.errors.suspended': { zh_CN: '工单已挂起，恢复后才能处理节点', en_US: 'The work order is suspended: resume it before acting on a node' },
  'workOrder.engine.errors.noFlow': { zh_CN: '网关“{0}”没有满足条件的流向', en_US: 'No flow of gateway "{0}" matches the order' },
  'workOrder.engine.audit.agreed': { zh_CN: '工单 {0} 节点“{1}”同意', en_US: 'Work order {0}: node "{1}" agreed' },
  'workOrder.engine.audit.rejected': { zh_CN: '工单 {0} 节点“{1}”驳回', en_US: 'Work order {0}: node "{1}" rejected' },
  'workOrder.engine.audit.grabbed': { zh_CN: '工单 {0} 节点“{1}”被抢单', en_US: 'Work order {0}: node "{1}" grabbed' },
  'workOrder.engine.audit.late': { zh_CN: '工单 {0} 节点“{1}”超过时限', en_US: 'Work order {0}: node "{1}" is past its time limit' },
  'workOrder.engine.notice.lateTitle': { zh_CN: '工单{0}的节点“{2}”已超时', en_US: 'Work order {0}: node "{2}" is past its time limit' },
  'workOrder.engine.notice.lateContent': {
    zh_CN: '工单{0}“{1}”的节点“{2}”已超过时限，仍待处理，请尽快处理。',
    en_US: 'Node "{2}" of work order {0} "{1}" is past its time limit and still open. Please act on it.',
  },
  'workOrder.engine.labels.late': { zh_CN: '已超时', en_US: 'Past its time limit' },
  'workOrder.engine.labels.current': { zh_CN: '当前节点', en_US: 'Current node' },
  'workOrder.engine.labels.agree': { zh_CN: '同意', en_US: 'Agree' },
  'workOrder.engine.labels.reject': { zh_CN: '驳回', en_US: 'Reject' },
  'workOrder.engine.labels.grab': { zh_CN: '抢单', en_US: 'Grab' },
  'workOrder.engine.labels.note': { zh_CN: '意见', en_US: 'Comment' },
  'workOrder.engine.labels.done': { zh_CN: '操作成功', en_US: 'Done' },
} satisfies Catalog;
