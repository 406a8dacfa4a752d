/** Feature permission codes of the dictionary area. */
export const dictionaryPermissions = {
  dictionary: {
    /** /dict/type/pageList and /dict/item/pageList. */
    list: 'dictionary:dict:list',
    /** add, update and delete of dictionary types and items. */
    edit: 'dictionary:dict:edit',
    /** add, update and delete in the field library. */
    field: 'dictionary:field:edit',
    /** /field/pageList. */
    fieldList: 'dictionary:field:list',
  },
} as const;
