import type { Catalog } from './catalog';

/** The handler's field pages on a phone: photos, timer, result, on-screen signature, the step's main button. */
export const workOrdersFieldLabels = {
  'workOrderField.photos': { zh_CN: '现场照片', en_US: 'Photos' },
  'workOrderField.takePhoto': { zh_CN: '拍照上传', en_US: 'Take a photo' },
  'workOrderField.uploading': { zh_CN: '正在上传 {0}', en_US: 'Uploading {0}' },
  'workOrderField.noPhotos': { zh_CN: '暂无照片', en_US: 'No photos yet' },
  'workOrderField.timer': { zh_CN: '工时计时', en_US: 'Labour timer' },
  'workOrderField.labour': { zh_CN: '工时记录', en_US: 'Labour entries' },
  'workOrderField.downtime': { zh_CN: '停机记录', en_US: 'Downtime' },
  'workOrderField.timerStart': { zh_CN: '开始计时', en_US: 'Start the timer' },
  'workOrderField.timerStop': { zh_CN: '停止计时', en_US: 'Stop the timer' },
  'workOrderField.timerIdle': { zh_CN: '工单处理中才能计时', en_US: 'The timer runs only while the order is processing' },
  'workOrderField.myTotal': { zh_CN: '累计 {0} 分钟', en_US: '{0} minutes in all' },
  'workOrderField.labourCost': { zh_CN: '人工费', en_US: 'Labour cost' },
  'workOrderField.result': { zh_CN: '处理结果', en_US: 'Result' },
  'workOrderField.signature': { zh_CN: '现场签名', en_US: 'Signature' },
  'workOrderField.signHere': { zh_CN: '请在下方框内签名', en_US: 'Sign in the box below' },
  'workOrderField.clear': { zh_CN: '清除', en_US: 'Clear' },
  'workOrderField.confirmSignature': { zh_CN: '确认签名', en_US: 'Confirm the signature' },
  'workOrderField.signed': { zh_CN: '签名已保存', en_US: 'Signature saved' },
  'workOrderField.signedBy': { zh_CN: '{0} 签于 {1}', en_US: 'Signed by {0} at {1}' },
  'workOrderField.kinds.file': { zh_CN: '文件', en_US: 'File' },
  'workOrderField.kinds.signature': { zh_CN: '签名', en_US: 'Signature' },
  'workOrderField.nextStep': { zh_CN: '当前操作', en_US: 'Next step' },
} satisfies Catalog;
