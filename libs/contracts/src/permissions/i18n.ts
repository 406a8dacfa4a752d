/** Feature permission codes of the i18n area. */
export const i18nPermissions = {
  language: {
    /** /language/pageList: the shipped and custom labels, zh_CN and en_US side by side. */
    list: 'i18n:language:list',
    /** /language/update and /language/add: platform-wide texts (see docs/decisions/i18n.md). */
    edit: 'i18n:language:edit',
    /** /languageCompany/*: the caller's enterprise overrides. */
    company: 'i18n:language:company',
  },
} as const;
