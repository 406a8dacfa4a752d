/** Feature permission codes of the dictionary area. */
export const dictionaryPermissions = {
  dictionary: {
    list: 'dictionary:dict:list',
    edit: 'dictionary:dict:edit',
    field: 'dictionary:field:edit',
  },
} as const;
