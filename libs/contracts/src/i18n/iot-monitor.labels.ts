import type { Catalog } from './catalog';

/**
 * Labels of the iot-monitor screens of the web admin: the meter registry (monitor, add, view, device login,
 * refused uplinks), the IoT store, flowmeters, the equipment monitor and the trend charts. Placeholders are `{0}`.
 * Meter types, statuses, quantity names and dead-letter reasons are the server's (`iot.messages.ts`).
 */
const menu = {
  'menu.iot.monitorAdd': { zh_CN: '新增仪表', en_US: 'Add meter' },
  'menu.iot.monitorView': { zh_CN: '仪表详情', en_US: 'Meter' },
  'menu.iot.flowmeterAdd': { zh_CN: '新增流量计', en_US: 'Add flowmeter' },
  'menu.iot.flowmeterView': { zh_CN: '流量计详情', en_US: 'Flowmeter' },
} satisfies Catalog;

const fields = {
  'iot.monitor.fields.code': { zh_CN: '仪表编号', en_US: 'Meter code' },
  'iot.monitor.fields.name': { zh_CN: '仪表名称', en_US: 'Meter name' },
  'iot.monitor.fields.type': { zh_CN: '仪表类型', en_US: 'Meter type' },
  'iot.monitor.fields.status': { zh_CN: '状态', en_US: 'Status' },
  'iot.monitor.fields.disabled': { zh_CN: '已停用', en_US: 'Disabled' },
  'iot.monitor.fields.latest': { zh_CN: '最新数据', en_US: 'Latest values' },
  'iot.monitor.fields.lastSeen': { zh_CN: '最后上报', en_US: 'Last seen' },
  'iot.monitor.fields.topic': { zh_CN: '上报主题', en_US: 'Uplink topic' },
  'iot.monitor.fields.equipment': { zh_CN: '关联设备', en_US: 'Linked equipment' },
  'iot.monitor.fields.location': { zh_CN: '安装位置', en_US: 'Location' },
  'iot.monitor.fields.offlineAfter': { zh_CN: '离线判定', en_US: 'Offline after' },
  'iot.monitor.fields.remark': { zh_CN: '备注', en_US: 'Remark' },
  'iot.monitor.fields.createTime': { zh_CN: '创建时间', en_US: 'Created' },
} satisfies Catalog;

const form = {
  'iot.monitor.form.typePlaceholder': { zh_CN: '请选择仪表类型', en_US: 'Choose the meter type' },
  'iot.monitor.form.codeHint': { zh_CN: '编号是设备上报主题的一部分，创建后不能修改', en_US: 'The code is part of the device topic and cannot change later' },
  'iot.monitor.form.codeRule': { zh_CN: '编号为1-64位字母、数字、下划线、点或短横线', en_US: '1 to 64 letters, digits, _, . or -' },
  'iot.monitor.form.equipmentPlaceholder': { zh_CN: '输入设备编号或名称搜索', en_US: 'Search equipment by code or name' },
  'iot.monitor.form.locationPlaceholder': { zh_CN: '请选择安装位置', en_US: 'Choose the location' },
  'iot.monitor.form.offlineHint': { zh_CN: '超过该秒数未上报即判为离线（{0}-{1}秒）', en_US: 'Offline when silent this many seconds ({0}–{1})' },
} satisfies Catalog;

const credentials = {
  'iot.monitor.credentials.title': { zh_CN: '设备登录信息', en_US: 'Device login' },
  'iot.monitor.credentials.warning': {
    zh_CN: '密码只显示这一次，关闭后无法再次查看。请立即复制并配置到设备；遗失后只能重新生成。',
    en_US: 'The password is shown only this once and cannot be shown again. Copy it to the device now; if lost, issue a new one.',
  },
  'iot.monitor.credentials.username': { zh_CN: '用户名', en_US: 'Username' },
  'iot.monitor.credentials.password': { zh_CN: '密码', en_US: 'Password' },
  'iot.monitor.credentials.topic': { zh_CN: '主题', en_US: 'Topic' },
  'iot.monitor.credentials.uplink': { zh_CN: '上报主题', en_US: 'Publish to' },
  'iot.monitor.credentials.brokerPort': { zh_CN: 'MQTT端口', en_US: 'MQTT port' },
  'iot.monitor.credentials.copy': { zh_CN: '复制', en_US: 'Copy' },
  'iot.monitor.credentials.copyAll': { zh_CN: '全部复制', en_US: 'Copy all' },
  'iot.monitor.credentials.copied': { zh_CN: '已复制', en_US: 'Copied' },
  'iot.monitor.credentials.copyFailed': { zh_CN: '复制失败，请手动选择复制', en_US: 'Could not copy; select the text and copy it by hand' },
  'iot.monitor.credentials.saved': { zh_CN: '我已保存', en_US: 'I have saved it' },
} satisfies Catalog;

const actions = {
  'iot.monitor.actions.enable': { zh_CN: '启用', en_US: 'Enable' },
  'iot.monitor.actions.disable': { zh_CN: '停用', en_US: 'Disable' },
  'iot.monitor.actions.enableConfirm': { zh_CN: '确定启用该仪表吗？设备将可以重新上报数据。', en_US: 'Enable this meter? Its device may report again.' },
  'iot.monitor.actions.disableConfirm': { zh_CN: '确定停用该仪表吗？设备上报将被拒收。', en_US: 'Disable this meter? Its device’s readings will be refused.' },
  'iot.monitor.actions.rotate': { zh_CN: '重新生成密码', en_US: 'New device password' },
  'iot.monitor.actions.rotateConfirm': { zh_CN: '旧密码将立即失效，确定重新生成吗？', en_US: 'The old password stops working at once. Issue a new one?' },
} satisfies Catalog;

const live = {
  'iot.monitor.live.connected': { zh_CN: '实时', en_US: 'Live' },
  'iot.monitor.live.connecting': { zh_CN: '连接中', en_US: 'Connecting' },
  'iot.monitor.live.reconnecting': { zh_CN: '重新连接中', en_US: 'Reconnecting' },
  'iot.monitor.live.offline': { zh_CN: '未连接', en_US: 'Not connected' },
  'iot.monitor.lastSeen': { zh_CN: '最后上报 {0}', en_US: 'Last seen {0}' },
  'iot.monitor.neverSeen': { zh_CN: '从未上报', en_US: 'Never reported' },
  'iot.monitor.noValue': { zh_CN: '--', en_US: '--' },
  'iot.monitor.noMeters': { zh_CN: '暂无仪表', en_US: 'No meters' },
  'iot.monitor.seconds': { zh_CN: '{0}秒', en_US: '{0} s' },
  'iot.monitor.searchPlaceholder': { zh_CN: '仪表编号或名称', en_US: 'Meter code or name' },
  'iot.monitor.tabs.meters': { zh_CN: '仪表', en_US: 'Meters' },
  'iot.monitor.counts.total': { zh_CN: '总数', en_US: 'Total' },
  'iot.monitor.airMode.0': { zh_CN: '关机', en_US: 'Off' },
  'iot.monitor.airMode.1': { zh_CN: '制冷', en_US: 'Cool' },
  'iot.monitor.airMode.2': { zh_CN: '制热', en_US: 'Heat' },
  'iot.monitor.airMode.3': { zh_CN: '送风', en_US: 'Fan' },
  'iot.monitor.airMode.4': { zh_CN: '除湿', en_US: 'Dry' },
  'iot.monitor.equipment.none': { zh_CN: '未关联设备', en_US: 'No linked equipment' },
  'iot.monitor.equipment.unnamed': { zh_CN: '设备#{0}', en_US: 'Equipment #{0}' },
  'iot.monitor.equipment.meterCount': { zh_CN: '{0}个仪表', en_US: '{0} meters' },
} satisfies Catalog;

const trend = {
  'iot.monitor.trend.title': { zh_CN: '趋势曲线', en_US: 'Trend' },
  'iot.monitor.trend.quantities': { zh_CN: '选择监测量', en_US: 'Choose quantities' },
  'iot.monitor.trend.chooseQuantity': { zh_CN: '请至少选择一个监测量', en_US: 'Choose at least one quantity' },
  'iot.monitor.trend.ranges.1h': { zh_CN: '近1小时', en_US: 'Last hour' },
  'iot.monitor.trend.ranges.24h': { zh_CN: '近24小时', en_US: 'Last 24 h' },
  'iot.monitor.trend.ranges.7d': { zh_CN: '近7天', en_US: 'Last 7 days' },
  'iot.monitor.trend.ranges.30d': { zh_CN: '近30天', en_US: 'Last 30 days' },
  'iot.monitor.trend.ranges.90d': { zh_CN: '近90天', en_US: 'Last 90 days' },
  'iot.monitor.trend.grain.raw': { zh_CN: '原始数据', en_US: 'Raw readings' },
  'iot.monitor.trend.grain.m': { zh_CN: '分钟均值', en_US: 'Minute averages' },
  'iot.monitor.trend.grain.h': { zh_CN: '小时均值', en_US: 'Hourly averages' },
  'iot.monitor.trend.grain.d': { zh_CN: '日均值', en_US: 'Daily averages' },
} satisfies Catalog;

const deadLetter = {
  'iot.monitor.deadLetter.fields.time': { zh_CN: '接收时间', en_US: 'Received' },
  'iot.monitor.deadLetter.fields.reason': { zh_CN: '拒收原因', en_US: 'Reason' },
  'iot.monitor.deadLetter.fields.topic': { zh_CN: '主题', en_US: 'Topic' },
  'iot.monitor.deadLetter.fields.detail': { zh_CN: '说明', en_US: 'Detail' },
  'iot.monitor.deadLetter.fields.size': { zh_CN: '字节数', en_US: 'Bytes' },
  'iot.monitor.deadLetter.fields.payload': { zh_CN: '报文', en_US: 'Payload' },
  'iot.monitor.deadLetter.last24h': { zh_CN: '近24小时拒收报文（按原因）', en_US: 'Refused in the last 24 h, by reason' },
  'iot.monitor.deadLetter.none24h': { zh_CN: '近24小时没有拒收报文', en_US: 'Nothing refused in the last 24 h' },
  'iot.monitor.deadLetter.searchPlaceholder': { zh_CN: '主题或说明', en_US: 'Topic or detail' },
} satisfies Catalog;

/** Labels of the iot-monitor screens of the web admin. */
export const iotMonitorLabels = { ...menu, ...fields, ...form, ...credentials, ...actions, ...live, ...trend, ...deadLetter } satisfies Catalog;
