/** An alarm's life: raised → acknowledged → cleared (by the value or by hand) → closed; one open alarm per rule and meter. */
export const ALARM_STATUSES = ['raised', 'acknowledged', 'cleared', 'closed'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
/** What moves an alarm along (a repeat of the condition, or a person). */
export const ALARM_EVENTS = ['retrigger', 'acknowledge', 'clear', 'close'] as const;
export type AlarmEvent = (typeof ALARM_EVENTS)[number];

/** What an alarm rule watches: thresholds, rate of change, or no data for N seconds. */
export const ALARM_CONDITIONS = ['high', 'highHigh', 'low', 'lowLow', 'rate', 'noData'] as const;
export type AlarmCondition = (typeof ALARM_CONDITIONS)[number];
export const RATE_UNITS = ['second', 'minute'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
/** The unit of a rule's escalation intervals. */
export const INTERVAL_UNITS = ['second', 'minute'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
/** Alarm levels, 1 (lowest) to 5. */
export const SEVERITIES = [1, 2, 3, 4, 5] as const;

/** The limits of a rule's fields (AlarmRuleAddDto). */
export const ALARM_RULE_LIMITS = {
  name: 100,
  remark: 500,
  duration: [0, 86_400],
  repeat: [1, 1000],
  noData: [1, 604_800],
  severity: [1, 5],
  interval: [1, 86_400],
  phones: 50,
  mails: 50,
  mailLength: 100,
} as const;

/** A phone number an escalation SMS goes to, and a mail address. */
export const ALARM_PHONE_PATTERN = /^\+?\d{5,20}$/;
export const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A measured quantity's key in a rule. */
export const QUANTITY_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;
/** Message channels: the SMS gateway's URL and template code, the SMTP URL. */
export const SMS_URL_PATTERN = /^https?:\/\/\S+$/;
export const SMTP_URL_PATTERN = /^smtps?:\/\/\S+$/;
export const SMS_TEMPLATE_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

/** An escalation message's channel, and where its sending stands. */
export const DELIVERY_CHANNELS = ['sms', 'mail'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** `skipped`: the step's channel has no provider configured (SMS gateway address, SMTP server), so nothing was sent. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
