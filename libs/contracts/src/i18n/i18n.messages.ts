import type { Catalog } from './catalog';

/** Messages and labels of the i18n area: language management and company overrides. */
export const i18nMessages = {
  'i18n.errors.placeholderMismatch': {
    zh_CN: '中文与英文的占位符必须一致：{0}',
    en_US: 'The Chinese and English texts must use the same placeholders: {0}',
  },
  'i18n.errors.placeholderChanged': {
    zh_CN: '不能增减系统文本的占位符：{0}',
    en_US: 'The placeholders of a shipped text cannot be changed: {0}',
  },
  'i18n.language.title': { zh_CN: '多语言', en_US: 'Languages' },
  'i18n.languageCompany.title': { zh_CN: '企业多语言', en_US: 'Company languages' },
  'i18n.language.fields.key': { zh_CN: '键名', en_US: 'Key' },
  'i18n.language.fields.lang': { zh_CN: '语言', en_US: 'Language' },
  'i18n.language.fields.text': { zh_CN: '文本', en_US: 'Text' },
  'i18n.language.fields.zh_CN': { zh_CN: '中文', en_US: 'Chinese' },
  'i18n.language.fields.en_US': { zh_CN: '英文', en_US: 'English' },
  'i18n.language.fields.defaultText': { zh_CN: '标准文本', en_US: 'Standard text' },
  'i18n.language.fields.custom': { zh_CN: '自定义', en_US: 'Custom' },
  'i18n.language.fields.edited': { zh_CN: '已修改', en_US: 'Edited' },
  'i18n.language.actions.add': { zh_CN: '新增标签', en_US: 'Add label' },
  'i18n.language.actions.update': { zh_CN: '修改文本', en_US: 'Edit texts' },
  'i18n.language.actions.change': { zh_CN: '切换语言', en_US: 'Change language' },
  'i18n.langs.zh_CN': { zh_CN: '简体中文', en_US: 'Simplified Chinese' },
  'i18n.langs.en_US': { zh_CN: '英语', en_US: 'English' },
  'i18n.audit.text': { zh_CN: '{0}（{1}）：{2}', en_US: '{0} ({1}): {2}' },
} satisfies Catalog;
