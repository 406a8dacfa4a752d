import type { Catalog } from './catalog';

/** The work-order list's export and import buttons (issue 13 item 13). */
export const workOrdersTransferLabels = {
  'workOrder.transfer.export': { zh_CN: '导出', en_US: 'Export' },
  'workOrder.transfer.import': { zh_CN: '导入', en_US: 'Import' },
  'workOrder.transfer.template': { zh_CN: '下载导入模板', en_US: 'Download import template' },
  'workOrder.transfer.exportStarted': { zh_CN: '导出任务已开始，可在导出中心查看进度并下载文件', en_US: 'The export has started; follow it and download the file in the export centre' },
  'workOrder.transfer.importStarted': { zh_CN: '导入任务已开始，可在导入中心查看结果和错误行', en_US: 'The import has started; see its outcome and any refused rows in the import centre' },
  'workOrder.transfer.openCentre': { zh_CN: '前往查看', en_US: 'Open the centre' },
} satisfies Catalog;
