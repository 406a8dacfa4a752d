import type { Catalog } from './catalog';

/** Menu entries of the import and export centre (files.permissions.ts), with their button. */
const menu = {
  'menu.admin.import': { zh_CN: '导入中心', en_US: 'Imports' },
  'menu.admin.import.all': { zh_CN: '查看全部人员的导入', en_US: "See everyone's imports" },
  'menu.admin.export': { zh_CN: '导出中心', en_US: 'Exports' },
  'menu.admin.export.all': { zh_CN: '查看全部人员的导出', en_US: "See everyone's exports" },
} satisfies Catalog;

/** Labels of the import and export centre pages and of the links to them. */
const transfer = {
  'files.transfer.kind': { zh_CN: '业务类型', en_US: 'Type' },
  'files.transfer.fileName': { zh_CN: '文件名', en_US: 'File' },
  'files.transfer.status': { zh_CN: '状态', en_US: 'Status' },
  'files.transfer.progress': { zh_CN: '进度', en_US: 'Progress' },
  'files.transfer.totalRows': { zh_CN: '总行数', en_US: 'Rows' },
  'files.transfer.okRows': { zh_CN: '成功行数', en_US: 'Rows OK' },
  'files.transfer.failedRows': { zh_CN: '失败行数', en_US: 'Rows failed' },
  'files.transfer.createUser': { zh_CN: '操作人', en_US: 'Started by' },
  'files.transfer.createTime': { zh_CN: '开始时间', en_US: 'Started' },
  'files.transfer.finishTime': { zh_CN: '结束时间', en_US: 'Finished' },
  'files.transfer.allKinds': { zh_CN: '全部业务类型', en_US: 'All types' },
  'files.transfer.allStatuses': { zh_CN: '全部状态', en_US: 'All statuses' },
  'files.transfer.everyone': { zh_CN: '全部人员', en_US: 'Everyone' },
  'files.transfer.state.0': { zh_CN: '排队中', en_US: 'Waiting' },
  'files.transfer.state.1': { zh_CN: '进行中', en_US: 'Running' },
  'files.transfer.state.2': { zh_CN: '已完成', en_US: 'Done' },
  'files.transfer.state.3': { zh_CN: '失败', en_US: 'Failed' },
  'files.transfer.problems': { zh_CN: '错误明细（{0}）', en_US: 'Problems ({0})' },
  'files.transfer.problemsTitle': { zh_CN: '“{0}”的错误明细', en_US: 'Problems in "{0}"' },
  'files.transfer.row': { zh_CN: '行号', en_US: 'Row' },
  'files.transfer.column': { zh_CN: '列', en_US: 'Column' },
  'files.transfer.message': { zh_CN: '说明', en_US: 'Message' },
  'files.transfer.download': { zh_CN: '下载', en_US: 'Download' },
  'files.transfer.nothingWritten': { zh_CN: '存在错误，本次导入未写入任何数据，请修改后重新导入。', en_US: 'Nothing was imported because of these problems: fix them and import the file again.' },
  'files.transfer.openImports': { zh_CN: '在导入中心查看', en_US: 'View in Imports' },
  'files.transfer.openExports': { zh_CN: '在导出中心查看', en_US: 'View in Exports' },
} satisfies Catalog;

export const filesTransferLabels = { ...menu, ...transfer } satisfies Catalog;
