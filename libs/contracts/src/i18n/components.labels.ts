import type { Catalog } from './catalog';

/**
 * Labels of the reusable web components (table, pager, search bar, choose dialog, row buttons, upload,
 * number range, date pickers, map, status tag, empty state).
 *
 * Interpolation convention: the same single-brace placeholders as the server catalogue (`{0}`, `{1}`,
 * `{name}`), see `format` in ./catalog.ts. The web initialises i18next with
 * `interpolation: { prefix: '{', suffix: '}', escapeValue: false }`, `keySeparator: false` and
 * `nsSeparator: false` (exported as `i18nInitOptions` from web/src/components/i18n-options.ts), and
 * positional params are passed as `t(key, toParams(a, b))` → `{ 0: a, 1: b }`.
 * Upload validation reuses the `files.errors.*` keys of files.messages.ts (the server says the same).
 */
export const componentLabels = {
  'components.table.index': { zh_CN: '序号', en_US: 'No.' },
  'components.table.actions': { zh_CN: '操作', en_US: 'Actions' },
  'components.table.columns': { zh_CN: '列设置', en_US: 'Columns' },
  'components.table.reset': { zh_CN: '重置', en_US: 'Reset' },
  'components.table.confirm': { zh_CN: '确定', en_US: 'Confirm' },
  'components.table.view': { zh_CN: '查看', en_US: 'View' },
  'components.table.deleteConfirm': { zh_CN: '确定删除该记录吗？', en_US: 'Delete this record?' },
  'components.table.level': { zh_CN: '{0}级', en_US: 'Level {0}' },
  'components.pager.total': { zh_CN: '共 {0} 条', en_US: '{0} items in total' },
  'components.pager.perPage': { zh_CN: '条/页', en_US: '/ page' },
  'components.search.placeholder': { zh_CN: '请输入关键字', en_US: 'Enter a keyword' },
  'components.search.search': { zh_CN: '搜索', en_US: 'Search' },
  'components.search.reset': { zh_CN: '重置', en_US: 'Reset' },
  'components.choose.title': { zh_CN: '选择{0}', en_US: 'Choose {0}' },
  'components.choose.pleaseChoose': { zh_CN: '请选择{0}', en_US: 'Please choose {0}' },
  'components.choose.onlyOne': { zh_CN: '只能选择一条记录', en_US: 'Only one record can be chosen' },
  'components.choose.maxExceeded': { zh_CN: '最多只能选择{0}条记录', en_US: 'At most {0} records can be chosen' },
  'components.choose.confirm': { zh_CN: '确定', en_US: 'Confirm' },
  'components.choose.cancel': { zh_CN: '取消', en_US: 'Cancel' },
  'components.rowView.edit': { zh_CN: '编辑', en_US: 'Edit' },
  'components.rowView.cancel': { zh_CN: '取消', en_US: 'Cancel' },
  'components.rowView.save': { zh_CN: '保存', en_US: 'Save' },
  'components.rowView.publish': { zh_CN: '发布', en_US: 'Publish' },
  'components.upload.button': { zh_CN: '上传文件', en_US: 'Upload file' },
  'components.upload.logoButton': { zh_CN: '上传Logo', en_US: 'Upload logo' },
  'components.upload.maxCount': { zh_CN: '最多只能上传{0}个文件', en_US: 'At most {0} files can be uploaded' },
  'components.upload.failed': { zh_CN: '上传失败', en_US: 'Upload failed' },
  'components.upload.imageOnly': { zh_CN: '只能上传jpg、jpeg、png、bmp、gif格式的图片', en_US: 'Only jpg, jpeg, png, bmp and gif pictures can be uploaded' },
  'components.upload.unreadableImage': { zh_CN: '无法读取图片尺寸', en_US: 'The picture size cannot be read' },
  'components.number.min': { zh_CN: '最小值', en_US: 'Min' },
  'components.number.max': { zh_CN: '最大值', en_US: 'Max' },
  'components.date.placeholder': { zh_CN: '请选择日期', en_US: 'Choose a date' },
  'components.date.start': { zh_CN: '开始时间', en_US: 'Start time' },
  'components.date.end': { zh_CN: '结束时间', en_US: 'End time' },
  'components.date.today': { zh_CN: '今天', en_US: 'Today' },
  'components.date.yesterday': { zh_CN: '昨天', en_US: 'Yesterday' },
  'components.date.lastWeek': { zh_CN: '最近一周', en_US: 'Last week' },
  'components.date.lastMonth': { zh_CN: '最近一个月', en_US: 'Last month' },
  'components.date.lastThreeMonths': { zh_CN: '最近三个月', en_US: 'Last three months' },
  'components.map.assetName': { zh_CN: '设备名称', en_US: 'Asset name' },
  'components.map.assetCode': { zh_CN: '设备编码', en_US: 'Asset code' },
  'components.map.runningStatus': { zh_CN: '运行状态', en_US: 'Running status' },
  'components.map.status': { zh_CN: '设备状态', en_US: 'Status' },
  'components.map.resultType': { zh_CN: '结果类型', en_US: 'Result type' },
  'components.map.cluster': { zh_CN: '{0}个标记，点击放大', en_US: '{0} markers, click to zoom in' },
  'components.map.loading': { zh_CN: '地图加载中', en_US: 'Loading the map' },
  'components.status.unknown': { zh_CN: '未知', en_US: 'Unknown' },
  'components.empty.description': { zh_CN: '暂无数据', en_US: 'No data' },
} satisfies Catalog;
