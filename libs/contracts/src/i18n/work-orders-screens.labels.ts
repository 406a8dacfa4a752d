import type { Catalog } from './catalog';

/** Labels of the order form, the action bar, the overview, the to-dos, the handler page and the order's own page. */
export const workOrdersScreensLabels = {
  'workOrder.form.addTitle': { zh_CN: '新建工单', en_US: 'New work order' },
  'workOrder.form.editTitle': { zh_CN: '编辑工单{0}', en_US: 'Edit work order {0}' },
  'workOrder.form.equipment': { zh_CN: '设备', en_US: 'Equipment' },
  'workOrder.form.location': { zh_CN: '位置', en_US: 'Location' },
  'workOrder.form.locationFollowsEquipment': { zh_CN: '位置为设备所在位置', en_US: 'The location is where the equipment is' },
  'workOrder.form.pool': { zh_CN: '工单池', en_US: 'Work pool' },
  'workOrder.actionBar.confirm': { zh_CN: '确定要“{0}”该工单吗？', en_US: 'Do you really want to "{0}" this work order?' },
  'workOrder.actionBar.done': { zh_CN: '“{0}”已完成', en_US: '"{0}" done' },
  'workOrder.actionBar.comment': { zh_CN: '评价内容', en_US: 'Comment' },
  'workOrder.actionBar.remark': { zh_CN: '备注', en_US: 'Remark' },
  'workOrder.actionBar.batchTitle': { zh_CN: '批量分配{0}个工单', en_US: 'Batch assign {0} work order(s)' },
  'workOrder.actionBar.batchNeedsSomeone': { zh_CN: '请选择处理人或负责人', en_US: 'Choose handlers or a person in charge' },
  'workOrder.overview.open': { zh_CN: '未结束工单', en_US: 'Open work orders' },
  'workOrder.overview.pastDue': { zh_CN: '已过截止时间', en_US: 'Past due' },
  'workOrder.overview.myPool': { zh_CN: '我的工单池待抢', en_US: 'Waiting in my pools' },
  'workOrder.overview.byStatus': { zh_CN: '各状态工单数', en_US: 'Work orders by status' },
  'workOrder.todo.all': { zh_CN: '全部', en_US: 'All' },
  'workOrder.todo.kind': { zh_CN: '待办类型', en_US: 'To-do' },
  'workOrder.todo.handle': { zh_CN: '去处理', en_US: 'Handle' },
  'workOrder.handler.backToTodo': { zh_CN: '返回我的待办', en_US: 'Back to my to-dos' },
  'workOrder.handler.equipmentCode': { zh_CN: '设备编号', en_US: 'Equipment code' },
  'workOrder.handler.equipmentName': { zh_CN: '设备名称', en_US: 'Equipment name' },
  'workOrder.handler.notFound': { zh_CN: '工单不存在或无权查看', en_US: 'The work order does not exist or you may not see it' },
  'workOrder.view.openAsPage': { zh_CN: '在页面中打开', en_US: 'Open as a page' },
} satisfies Catalog;
