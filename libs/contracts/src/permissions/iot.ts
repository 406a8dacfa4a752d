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
  // Alarm rules, alarms, escalation and channels (issue #5 part B) go below.
  alarm: { list: 'iot:alarm:list', acknowledge: 'iot:alarm:acknowledge', clear: 'iot:alarm:clear', close: 'iot:alarm:close' },
  alarmRule: { list: 'iot:alarmRule:list', edit: 'iot:alarmRule:edit' },
  messageConfig: { view: 'iot:messageConfig:view', edit: 'iot:messageConfig:edit' },
  delivery: { list: 'iot:delivery:list' },
} as const;
