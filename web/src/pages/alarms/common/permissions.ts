import { Permission } from '@gengyun/contracts/permissions';

/** The alarm screens' permission codes (libs/contracts/src/permissions/iot.ts). */
export const P = {
  alarm: Permission.alarm,
  alarmRule: Permission.alarmRule,
  delivery: Permission.delivery,
  messageConfig: Permission.messageConfig,
} as const;
