import type { Catalog } from './catalog';

/**
 * Labels of the equipment-places screens of the web admin: locations (asset/address) with floor plans and QR
 * codes, asset addresses, the equipment map, in/out/transfer orders and inventory counts. Placeholders `{0}`.
 */
const menu = {
  'menu.basic.addressView': { zh_CN: '位置详情', en_US: 'Location detail' },
} satisfies Catalog;

const common = {
  'equipmentPlaces.common.deleteConfirm': { zh_CN: '确定删除“{0}”吗？', en_US: 'Delete "{0}"?' },
  'equipmentPlaces.common.refresh': { zh_CN: '刷新', en_US: 'Refresh' },
  'equipmentPlaces.common.remark': { zh_CN: '备注', en_US: 'Remark' },
  'equipmentPlaces.common.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'equipmentPlaces.common.lng': { zh_CN: '经度', en_US: 'Longitude' },
  'equipmentPlaces.common.lat': { zh_CN: '纬度', en_US: 'Latitude' },
  'equipmentPlaces.common.notFound': { zh_CN: '信息不存在', en_US: 'The record does not exist' },
} satisfies Catalog;

const location = {
  'equipmentPlaces.location.fields.name': { zh_CN: '位置名称', en_US: 'Name' },
  'equipmentPlaces.location.fields.code': { zh_CN: '位置编码', en_US: 'Code' },
  'equipmentPlaces.location.fields.parent': { zh_CN: '上级位置', en_US: 'Parent location' },
  'equipmentPlaces.location.fields.plan': { zh_CN: '平面图', en_US: 'Floor plan' },
  'equipmentPlaces.location.fields.level': { zh_CN: '层级', en_US: 'Level' },
  'equipmentPlaces.location.fields.x': { zh_CN: '平面图 X', en_US: 'Plan X' },
  'equipmentPlaces.location.fields.y': { zh_CN: '平面图 Y', en_US: 'Plan Y' },
  'equipmentPlaces.location.fields.sort': { zh_CN: '排序', en_US: 'Sort order' },
  'equipmentPlaces.location.fields.path': { zh_CN: '所在路径', en_US: 'Path' },
  'equipmentPlaces.location.fields.qrCode': { zh_CN: '位置二维码', en_US: 'Location QR code' },
  'equipmentPlaces.location.addChild': { zh_CN: '新增下级', en_US: 'Add child' },
  'equipmentPlaces.location.addTitle': { zh_CN: '新增位置', en_US: 'Add location' },
  'equipmentPlaces.location.addChildTitle': { zh_CN: '新增“{0}”的下级位置', en_US: 'Add a location under "{0}"' },
  'equipmentPlaces.location.editTitle': { zh_CN: '编辑位置', en_US: 'Edit location' },
  'equipmentPlaces.location.topLevel': { zh_CN: '顶级位置（无上级）', en_US: 'Top level (no parent)' },
  'equipmentPlaces.location.searchPlaceholder': { zh_CN: '位置名称 / 编码', en_US: 'Name or code' },
  'equipmentPlaces.location.parentLocked': { zh_CN: '有下级的位置不能修改上级', en_US: 'A location with children cannot change its parent' },
  'equipmentPlaces.location.planHint': { zh_CN: '顶级位置必须上传平面图；下级位置沿用上级的平面图', en_US: 'A top-level location needs a floor plan; children use their ancestor’s plan' },
  'equipmentPlaces.location.empty': { zh_CN: '暂无位置，请先新增顶级位置', en_US: 'No locations yet; add a top-level location first' },
} satisfies Catalog;

const plan = {
  'equipmentPlaces.plan.title': { zh_CN: '平面图', en_US: 'Floor plan' },
  'equipmentPlaces.plan.drawnOn': { zh_CN: '绘制于“{0}”的平面图', en_US: 'Drawn on the floor plan of "{0}"' },
  'equipmentPlaces.plan.target': { zh_CN: '放置对象', en_US: 'Place' },
  'equipmentPlaces.plan.targetLocation': { zh_CN: '本位置', en_US: 'This location' },
  'equipmentPlaces.plan.targetEquipment': { zh_CN: '设备', en_US: 'Equipment' },
  'equipmentPlaces.plan.chooseEquipment': { zh_CN: '选择本位置的设备', en_US: 'Choose equipment of this location' },
  'equipmentPlaces.plan.clickHint': { zh_CN: '在平面图上单击以放置坐标', en_US: 'Click the floor plan to place the coordinates' },
  'equipmentPlaces.plan.picked': { zh_CN: '已选坐标：X {0}，Y {1}', en_US: 'Picked: X {0}, Y {1}' },
  'equipmentPlaces.plan.current': { zh_CN: '当前坐标：X {0}，Y {1}', en_US: 'Current: X {0}, Y {1}' },
  'equipmentPlaces.plan.none': { zh_CN: '尚未放置', en_US: 'Not placed yet' },
  'equipmentPlaces.plan.savePoint': { zh_CN: '保存坐标', en_US: 'Save position' },
  'equipmentPlaces.plan.outside': { zh_CN: '请在平面图范围内单击', en_US: 'Click inside the floor plan' },
  'equipmentPlaces.plan.equipmentCount': { zh_CN: '平面图上的设备：{0}', en_US: 'Equipment on the plan: {0}' },
} satisfies Catalog;

const address = {
  'equipmentPlaces.address.fields.name': { zh_CN: '地址名称', en_US: 'Name' },
  'equipmentPlaces.address.fields.address': { zh_CN: '详细地址', en_US: 'Address' },
  'equipmentPlaces.address.fields.contact': { zh_CN: '联系人', en_US: 'Contact' },
  'equipmentPlaces.address.fields.phone': { zh_CN: '联系电话', en_US: 'Phone' },
  'equipmentPlaces.address.addTitle': { zh_CN: '新增地址', en_US: 'Add address' },
  'equipmentPlaces.address.editTitle': { zh_CN: '编辑地址', en_US: 'Edit address' },
  'equipmentPlaces.address.searchPlaceholder': { zh_CN: '名称 / 地址', en_US: 'Name or address' },
} satisfies Catalog;

const map = {
  'equipmentPlaces.map.modeStreet': { zh_CN: '街道地图', en_US: 'Street map' },
  'equipmentPlaces.map.modePlan': { zh_CN: '平面图', en_US: 'Floor plan' },
  'equipmentPlaces.map.pickLocation': { zh_CN: '选择位置', en_US: 'Choose a location' },
  'equipmentPlaces.map.markerCount': { zh_CN: '共 {0} 台设备', en_US: '{0} equipment' },
  'equipmentPlaces.map.hint': { zh_CN: '单击设备查看信息，双击打开设备详情', en_US: 'Click equipment for its details; double-click to open it' },
  'equipmentPlaces.map.noPlan': { zh_CN: '请选择一个带平面图的位置', en_US: 'Choose a location with a floor plan' },
  'equipmentPlaces.map.truncated': { zh_CN: '共 {1} 台设备，地图只显示最新的 {0} 台；请选择位置缩小范围', en_US: 'The map shows the newest {0} of {1} equipment; choose a location to narrow it down' },
} satisfies Catalog;

const io = {
  'equipmentPlaces.io.fields.code': { zh_CN: '单号', en_US: 'Order no.' },
  'equipmentPlaces.io.fields.direction': { zh_CN: '类型', en_US: 'Type' },
  'equipmentPlaces.io.fields.state': { zh_CN: '状态', en_US: 'State' },
  'equipmentPlaces.io.fields.toPosition': { zh_CN: '目标位置', en_US: 'Target location' },
  'equipmentPlaces.io.fields.toStatus': { zh_CN: '目标状态', en_US: 'Target status' },
  'equipmentPlaces.io.fields.fromPosition': { zh_CN: '原位置', en_US: 'From location' },
  'equipmentPlaces.io.fields.fromStatus': { zh_CN: '原状态', en_US: 'From status' },
  'equipmentPlaces.io.fields.approveTime': { zh_CN: '审批时间', en_US: 'Reviewed' },
  'equipmentPlaces.io.fields.approveRemark': { zh_CN: '审批意见', en_US: 'Review remark' },
  'equipmentPlaces.io.fields.equipment': { zh_CN: '设备', en_US: 'Equipment' },
  'equipmentPlaces.io.fields.assetCode': { zh_CN: '设备编码', en_US: 'Asset code' },
  'equipmentPlaces.io.fields.assetName': { zh_CN: '设备名称', en_US: 'Asset name' },
  'equipmentPlaces.io.fields.status': { zh_CN: '设备状态', en_US: 'Status' },
  'equipmentPlaces.io.keepStatus': { zh_CN: '保持不变', en_US: 'Unchanged' },
  'equipmentPlaces.io.direction.1': { zh_CN: '入库', en_US: 'In' },
  'equipmentPlaces.io.direction.2': { zh_CN: '出库', en_US: 'Out' },
  'equipmentPlaces.io.direction.3': { zh_CN: '调拨', en_US: 'Transfer' },
  'equipmentPlaces.io.state.0': { zh_CN: '草稿', en_US: 'Draft' },
  'equipmentPlaces.io.state.1': { zh_CN: '已提交', en_US: 'Submitted' },
  'equipmentPlaces.io.state.2': { zh_CN: '已驳回', en_US: 'Rejected' },
  'equipmentPlaces.io.state.3': { zh_CN: '已完成', en_US: 'Done' },
  'equipmentPlaces.io.actions.submit': { zh_CN: '提交', en_US: 'Submit' },
  'equipmentPlaces.io.actions.approve': { zh_CN: '通过', en_US: 'Approve' },
  'equipmentPlaces.io.actions.reject': { zh_CN: '驳回', en_US: 'Reject' },
  'equipmentPlaces.io.actions.chooseEquipment': { zh_CN: '选择设备', en_US: 'Choose equipment' },
  'equipmentPlaces.io.actions.remove': { zh_CN: '移除', en_US: 'Remove' },
  'equipmentPlaces.io.addTitle': { zh_CN: '新增出入库单', en_US: 'New in/out order' },
  'equipmentPlaces.io.editTitle': { zh_CN: '编辑出入库单 {0}', en_US: 'Edit in/out order {0}' },
  'equipmentPlaces.io.submitConfirm': { zh_CN: '确定提交单据 {0} 吗？', en_US: 'Submit order {0}?' },
  'equipmentPlaces.io.approveConfirm': { zh_CN: '确定通过单据 {0} 吗？设备的位置和状态将立即变更。', en_US: 'Approve order {0}? The equipment moves at once.' },
  'equipmentPlaces.io.rejectTitle': { zh_CN: '驳回单据 {0}', en_US: 'Reject order {0}' },
  'equipmentPlaces.io.allDirections': { zh_CN: '全部类型', en_US: 'All types' },
  'equipmentPlaces.io.allStates': { zh_CN: '全部状态', en_US: 'All states' },
  'equipmentPlaces.io.searchPlaceholder': { zh_CN: '单号 / 备注', en_US: 'Order no. or remark' },
  'equipmentPlaces.io.items': { zh_CN: '设备明细（{0}）', en_US: 'Equipment ({0})' },
  'equipmentPlaces.io.subtreeHint': { zh_CN: '所选设备的下级设备将一并移动', en_US: 'Child equipment moves along with the chosen equipment' },
  'equipmentPlaces.io.fields.handler': { zh_CN: '经办人', en_US: 'Handler' },
  'equipmentPlaces.io.handlerDefault': { zh_CN: '默认为当前用户', en_US: 'Defaults to you' },
  'equipmentPlaces.io.actions.chooseHandler': { zh_CN: '选择经办人', en_US: 'Choose handler' },
  'equipmentPlaces.io.actions.clearHandler': { zh_CN: '清除', en_US: 'Clear' },
  'equipmentPlaces.io.subWorkOrder.title': { zh_CN: '子工单', en_US: 'Sub work order' },
  'equipmentPlaces.io.subWorkOrder.empty': { zh_CN: '暂无子工单，工单模块启用后在此显示', en_US: 'No sub work order yet; it appears here once work orders are available' },
  'equipmentPlaces.io.subWorkOrder.linked': { zh_CN: '关联工单编号：{0}', en_US: 'Linked work order no. {0}' },
} satisfies Catalog;

const count = {
  'equipmentPlaces.count.fields.code': { zh_CN: '盘点单号', en_US: 'Count no.' },
  'equipmentPlaces.count.fields.date': { zh_CN: '盘点日期', en_US: 'Count date' },
  'equipmentPlaces.count.fields.position': { zh_CN: '盘点位置', en_US: 'Location' },
  'equipmentPlaces.count.fields.person': { zh_CN: '盘点人', en_US: 'Counted by' },
  'equipmentPlaces.count.fields.state': { zh_CN: '状态', en_US: 'State' },
  'equipmentPlaces.count.fields.finishTime': { zh_CN: '完成时间', en_US: 'Finished' },
  'equipmentPlaces.count.fields.result': { zh_CN: '盘点结果', en_US: 'Result' },
  'equipmentPlaces.count.fields.itemName': { zh_CN: '设备 / 物品', en_US: 'Equipment or item' },
  'equipmentPlaces.count.state.0': { zh_CN: '盘点中', en_US: 'In progress' },
  'equipmentPlaces.count.state.1': { zh_CN: '已完成', en_US: 'Finished' },
  'equipmentPlaces.count.result.0': { zh_CN: '未处理', en_US: 'Unprocessed' },
  'equipmentPlaces.count.result.1': { zh_CN: '盘到', en_US: 'Found' },
  'equipmentPlaces.count.result.2': { zh_CN: '盘亏', en_US: 'Missing' },
  'equipmentPlaces.count.result.3': { zh_CN: '盘盈', en_US: 'Extra' },
  'equipmentPlaces.count.actions.finish': { zh_CN: '完成盘点', en_US: 'Finish' },
  'equipmentPlaces.count.actions.detail': { zh_CN: '明细', en_US: 'Details' },
  'equipmentPlaces.count.actions.addExtra': { zh_CN: '添加盘盈', en_US: 'Add extra items' },
  'equipmentPlaces.count.actions.addEquipment': { zh_CN: '添加设备', en_US: 'Add equipment' },
  'equipmentPlaces.count.addTitle': { zh_CN: '新增盘点', en_US: 'New count' },
  'equipmentPlaces.count.detailTitle': { zh_CN: '盘点明细 {0}', en_US: 'Count {0}' },
  'equipmentPlaces.count.finishConfirm': { zh_CN: '确定完成盘点 {0} 吗？完成后不能修改。', en_US: 'Finish count {0}? It becomes read-only.' },
  'equipmentPlaces.count.extraNames': { zh_CN: '盘盈物品名称（每行一个）', en_US: 'Extra item names (one per line)' },
  'equipmentPlaces.count.progress': { zh_CN: '已处理 {0} / {1}', en_US: 'Processed {0} of {1}' },
  'equipmentPlaces.count.unprocessedHint': { zh_CN: '还有 {0} 条明细未处理，完成盘点会被拒绝', en_US: '{0} rows are still unprocessed; finishing will be refused' },
  'equipmentPlaces.count.searchPlaceholder': { zh_CN: '单号 / 备注', en_US: 'Count no. or remark' },
  'equipmentPlaces.count.allStates': { zh_CN: '全部状态', en_US: 'All states' },
  'equipmentPlaces.count.personDefault': { zh_CN: '默认为当前用户', en_US: 'Defaults to you' },
} satisfies Catalog;

/** Labels of the equipment-places screens of the web admin. */
export const equipmentPlacesLabels = { ...menu, ...common, ...location, ...plan, ...address, ...map, ...io, ...count } satisfies Catalog;
