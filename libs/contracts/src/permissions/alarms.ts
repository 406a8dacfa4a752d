/**
 * Feature permission codes of the alarms area. The codes keep the `iot:` prefix they had while alarms lived in the
 * iot area: roles' menu entries store them.
 */
export const alarmsPermissions = {
  alarm: { list: 'iot:alarm:list', acknowledge: 'iot:alarm:acknowledge', clear: 'iot:alarm:clear', close: 'iot:alarm:close' },
  alarmRule: { list: 'iot:alarmRule:list', edit: 'iot:alarmRule:edit' },
  messageConfig: { view: 'iot:messageConfig:view', edit: 'iot:messageConfig:edit' },
  delivery: { list: 'iot:delivery:list' },
} as const;
