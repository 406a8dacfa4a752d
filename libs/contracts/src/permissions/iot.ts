/** Feature permission codes of the iot area. */
export const iotPermissions = {
  /** Meters, their readings and device credentials (issue #5 part A). */
  meter: {
    list: 'iot:meter:list',
    add: 'iot:meter:add',
    edit: 'iot:meter:edit',
    delete: 'iot:meter:delete',
    credential: 'iot:meter:credential',
    history: 'iot:meter:history',
  },
  deadLetter: { list: 'iot:deadLetter:list' },
  monitor: { view: 'iot:monitor:view' },
} as const;
