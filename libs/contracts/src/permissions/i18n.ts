/** Feature permission codes of the i18n area. */
export const i18nPermissions = {
  language: {
    list: 'i18n:language:list',
    edit: 'i18n:language:edit',
    company: 'i18n:language:company',
  },
} as const;
