import type { Catalog } from './catalog';

export const filesMessages = {
  'files.errors.tooLarge': { zh_CN: '文件不能超过30M', en_US: 'Files must not exceed 30M' },
  'files.errors.imageTooLarge': { zh_CN: '图片不能超过5M', en_US: 'Pictures must not exceed 5M' },
  'files.errors.badType': { zh_CN: '只能上传txt、doc、xls、pdf、jpg、jpeg、png、bmp、gif、mp4格式的文件', en_US: 'Only txt, doc, xls, pdf, jpg, jpeg, png, bmp, gif and mp4 files can be uploaded' },
  'files.errors.signatureMismatch': { zh_CN: '文件内容与扩展名不符', en_US: 'The file content does not match its extension' },
  'files.errors.logoSize': { zh_CN: 'Logo必须是144x48像素的PNG图片', en_US: 'The logo must be a 144x48 px PNG' },
  'files.errors.noFile': { zh_CN: '请选择要上传的文件', en_US: 'Please choose a file to upload' },
  'files.errors.importType': { zh_CN: '只能导入xls或xlsx文件', en_US: 'Only xls and xlsx files can be imported' },
  'files.errors.templateSheet': { zh_CN: '导入模板错误：工作表不正确', en_US: 'Template error: wrong sheet' },
  'files.errors.templateColumns': { zh_CN: '导入模板错误：列数不正确', en_US: 'Template error: wrong number of columns' },
  'files.errors.templateHeader': { zh_CN: '导入模板错误：第{0}列应为“{1}”', en_US: 'Template error: column {0} should be "{1}"' },
  'files.errors.rowEmpty': { zh_CN: '第{0}行第{1}列不能为空', en_US: 'Row {0}, column {1} cannot be empty' },
  'files.errors.rowMalformed': { zh_CN: '第{0}行第{1}列格式错误', en_US: 'Row {0}, column {1} is malformed' },
  'files.errors.rowType': { zh_CN: '第{0}行第{1}列类型错误', en_US: 'Row {0}, column {1} has the wrong type' },
  'files.errors.notImage': { zh_CN: '该文件不是图片', en_US: 'The file is not a picture' },
  'files.errors.tooMany': { zh_CN: '一次最多上传{0}个文件', en_US: 'At most {0} files can be uploaded at once' },
  'files.audit.uploaded': { zh_CN: '上传附件“{0}”', en_US: 'Uploaded attachment "{0}"' },
  'files.audit.deleted': { zh_CN: '删除附件“{0}”', en_US: 'Deleted attachment "{0}"' },
  'files.errors.rowDuplicate': { zh_CN: '第{0}行数据重复', en_US: 'Row {0} is a duplicate' },
} satisfies Catalog;
