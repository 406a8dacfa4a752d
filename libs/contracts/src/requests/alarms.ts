import type { AlarmCondition, IntervalUnit, RateUnit } from '../enums/alarms';
import type { MeterType } from '../enums/iot';
import type { AlarmRuleWorkOrderRequest } from './work-orders-alarm-bridge';

/** Who escalation messages go to: users and roles (their phones and mails), and extra phones and mails. */
export type RecipientsRequest = {
  user_ids?: number[];
  role_ids?: number[];
  phones?: string[];
  mails?: string[];
};

/** `/alarmRule/add`, `/alarmRule/update` (with the id). */
export type AlarmRuleRequest = RecipientsRequest & AlarmRuleWorkOrderRequest & {
  name: string;
  meter_id?: number;
  meter_type?: MeterType;
  quantity?: string;
  condition: AlarmCondition;
  threshold?: number;
  deadband?: number;
  rate_unit?: RateUnit;
  duration_seconds?: number;
  repeat_count?: number;
  no_data_seconds?: number;
  severity: number;
  enabled?: boolean;
  notify_sms?: boolean;
  notify_mail?: boolean;
  /** Four intervals (1st→2nd, 2nd→3rd, 3rd→4th send, then repeating); omitted: the enterprise default. */
  sms_intervals?: number[];
  interval_unit?: IntervalUnit;
  remark?: string;
};

/** `/messageConfig/update`: omitted fields keep their value; `null` clears one. */
export type MessageConfigRequest = RecipientsRequest & {
  sms_enabled?: boolean;
  sms_url?: string | null;
  /** A new token; omitted keeps the stored one. */
  sms_token?: string | null;
  sms_template?: string;
  /** A new SMTP URL (it carries the password); omitted keeps the stored one. */
  smtp_url?: string | null;
  mail_from?: string | null;
  mail_enabled?: boolean;
  sms_intervals?: number[];
};
