import type { Catalog } from './catalog';

/** Spot-check and patrol inspection (issue 14 item 5): refusals, notices, repair orders, the menu. */
export const maintenancePatrolMessages = {
  /** SPEC §5 "patrol point within valid range". */
  'maintenance.errors.patrolRange': { zh_CN: '巡检点必须在有效范围内打卡', en_US: 'The patrol point must be within the valid range' },
  'maintenance.errors.patrolWindow': { zh_CN: '不在巡检点的打卡时间段内', en_US: 'Outside the point\'s check-in time window' },
  'maintenance.errors.patrolNotOnRoute': { zh_CN: '该巡检点不在本任务的路线上', en_US: 'The point is not on this task\'s route' },
  'maintenance.errors.patrolNotYours': { zh_CN: '只有任务的巡检人或其工单池成员可以打卡', en_US: 'Only the task\'s inspector or a member of its pool can check in' },
  'maintenance.errors.patrolTaskEnded': { zh_CN: '巡检任务已结束', en_US: 'The patrol task has ended' },
  'maintenance.errors.patrolNotCheckedIn': { zh_CN: '请先在巡检点打卡', en_US: 'Check in at the point first' },
  'maintenance.errors.patrolResults': { zh_CN: '请填写巡检点的每个检查项', en_US: 'Answer every item of the point\'s checklist' },
  'maintenance.errors.patrolAssignee': { zh_CN: '请指定巡检人或工单池', en_US: 'Choose an inspector or a pool' },
  'maintenance.errors.patrolPoints': { zh_CN: '路线至少包含一个巡检点，且每个点只出现一次', en_US: 'A route needs at least one point, each once' },
  'maintenance.errors.patrolQrTaken': { zh_CN: '二维码内容已被其他巡检点使用', en_US: 'Another point already has this QR content' },
  'maintenance.errors.patrolNfcTaken': { zh_CN: 'NFC标签已被其他巡检点使用', en_US: 'Another point already has this NFC tag' },
  'maintenance.errors.patrolPointInUse': { zh_CN: '巡检点已被路线使用，不能删除', en_US: 'The point is on a route and cannot be deleted' },
  'maintenance.errors.patrolFloating': { zh_CN: '巡检计划的固定间隔只能按计划开始日期起算', en_US: 'A route plan\'s interval counts from its start date' },
  'maintenance.errors.patrolCoordinates': { zh_CN: '请填写有效的经纬度', en_US: 'Enter a valid latitude and longitude' },
  'maintenance.patrol.failedTitle': { zh_CN: '巡检点{0}：{1}不合格', en_US: 'Patrol point {0}: {1} failed' },
  'maintenance.patrol.notice.missedTitle': { zh_CN: '巡检漏检：{0}', en_US: 'Patrol points missed: {0}' },
  'maintenance.patrol.notice.missedContent': { zh_CN: '巡检任务{0}（{1}）有{2}个巡检点漏检', en_US: 'Patrol task {0} ({1}): {2} point(s) missed' },
  'maintenance.patrol.notice.lateTitle': { zh_CN: '巡检超时：{0}', en_US: 'Patrol late: {0}' },
  'maintenance.patrol.notice.lateContent': { zh_CN: '巡检任务{0}（{1}）有{2}个巡检点超过预计时间未到', en_US: 'Patrol task {0} ({1}): {2} point(s) not reached by their expected time' },
  'maintenance.audit.checkedIn': { zh_CN: '在巡检点{0}打卡（{1}）', en_US: 'Checked in at {0} ({1})' },
  'menu.patrol': { zh_CN: '点检巡检', en_US: 'Inspection' },
  'menu.patrol.point': { zh_CN: '巡检点', en_US: 'Inspection points' },
  'menu.patrol.point.edit': { zh_CN: '编辑巡检点、路线和巡检计划', en_US: 'Edit points, routes and route plans' },
  'menu.patrol.route': { zh_CN: '巡检路线', en_US: 'Patrol routes' },
  'menu.patrol.plan': { zh_CN: '巡检计划', en_US: 'Route plans' },
  'menu.patrol.task': { zh_CN: '巡检任务', en_US: 'Patrol tasks' },
  'menu.patrol.mobile': { zh_CN: '我的巡检', en_US: 'My patrols' },
} satisfies Catalog;
