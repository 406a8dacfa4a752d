import type { Can } from '@/app/permissions';
import { P } from '../common/permissions';
import type { AlarmStatus } from './alarm.api';

export interface AlarmActions {
  acknowledge: boolean;
  clear: boolean;
  close: boolean;
}

/**
 * Which lifecycle buttons a row shows: allowed by the alarm's status (the server's transition table:
 * raised → acknowledged; raised | acknowledged → cleared; cleared → closed) and by the user's permission.
 */
export function alarmActions(status: AlarmStatus, can: Can): AlarmActions {
  return {
    acknowledge: status === 'raised' && can(P.alarm.acknowledge),
    clear: (status === 'raised' || status === 'acknowledged') && can(P.alarm.clear),
    close: status === 'cleared' && can(P.alarm.close),
  };
}

export const anyAlarmAction = (can: Can): boolean =>
  can(P.alarm.acknowledge) || can(P.alarm.clear) || can(P.alarm.close);
