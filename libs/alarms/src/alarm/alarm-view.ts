import type { AlarmPush } from '@gengyun/contracts';
import type { Alarm } from './alarm.entity';

/** The pushed (and listed) shape of an alarm. */
export const toPush = (a: Alarm): AlarmPush => ({
  id: a.id,
  ruleId: a.rule_id,
  ruleName: a.rule_name,
  meterId: a.meter_id,
  meterCode: a.meter_code,
  quantity: a.quantity,
  condition: a.condition,
  severity: a.severity,
  status: a.status,
  count: a.count,
  value: a.last_value,
  raiseTime: new Date(a.raise_time).toISOString(),
  lastTime: new Date(a.last_time).toISOString(),
  ackUserName: a.ack_user_name,
});
