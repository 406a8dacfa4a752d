import { z } from 'zod';
import { ALARM_CONDITIONS, ALARM_STATUSES, DELIVERY_CHANNELS, DELIVERY_STATUSES, INTERVAL_UNITS, RATE_UNITS } from '../enums/alarms';
import { METER_STATUSES, METER_TYPES } from '../enums/iot';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';
import { QuantityValue } from './iot';

const text = z.string().nullable();

/** An alarm: one rule's condition on one meter, from raised to closed. */
export const AlarmRow = z
  .object({
    ...tenantColumns,
    rule_id: id,
    rule_name: z.string(),
    meter_id: id,
    meter_code: text,
    meter_type: text,
    /** The meter's location and equipment type when raised (data permissions). */
    location_id: ref,
    equipment_type_id: ref,
    quantity: text,
    condition: z.enum(ALARM_CONDITIONS),
    threshold: z.number().nullable(),
    severity: z.number().int(),
    status: z.enum(ALARM_STATUSES),
    /** Internal: the open alarm's uniqueness key. */
    open_key: z.number().int(),
    /** How many times the condition held again while open. */
    count: z.number().int(),
    first_value: z.number().nullable(),
    last_value: z.number().nullable(),
    raise_time: timestamp,
    last_time: timestamp,
    ack_user_id: ref,
    ack_user_name: text,
    ack_time: timestamp.nullable(),
    ack_note: text,
    clear_time: timestamp.nullable(),
    clear_mode: z.enum(['auto', 'manual']).nullable(),
    clear_user_id: ref,
    /** The operator's note when clearing or closing by hand. */
    clear_note: text,
    close_time: timestamp.nullable(),
    close_user_id: ref,
    close_note: text,
    /** The escalation step reached (0: none sent yet). */
    escalation_step: z.number().int(),
    /** Epoch ms the escalation counts from. */
    escalation_start: z.number().nullable(),
    work_order_id: ref,
  })
  .meta({ id: 'AlarmRow' });
export type AlarmRow = z.infer<typeof AlarmRow>;
export const AlarmPage = pageOf(AlarmRow);

/** The header counter: open alarms, and those nobody acknowledged yet. */
export const AlarmCountAnswer = z.object({ open: z.number().int(), unacknowledged: z.number().int() }).meta({ id: 'AlarmCount' });

/** An alarm rule, with its recipients as lists. */
export const AlarmRuleRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    /** One meter, or (null) every meter of `meter_type`. */
    meter_id: ref,
    meter_type: z.enum(METER_TYPES).nullable(),
    location_id: ref,
    equipment_type_id: ref,
    quantity: text,
    condition: z.enum(ALARM_CONDITIONS),
    threshold: z.number().nullable(),
    deadband: z.number(),
    rate_unit: z.enum(RATE_UNITS).nullable(),
    duration_seconds: z.number().int(),
    repeat_count: z.number().int(),
    no_data_seconds: z.number().int().nullable(),
    severity: z.number().int(),
    enabled: z.boolean(),
    notify_sms: z.boolean(),
    notify_mail: z.boolean(),
    user_ids: z.array(id),
    role_ids: z.array(id),
    phones: z.array(z.string()),
    mails: z.array(z.string()),
    /** Four intervals (the last repeating); null: the enterprise's default. */
    sms_intervals: z.array(z.number().int()).nullable(),
    interval_unit: z.enum(INTERVAL_UNITS),
    remark: text,
    /** "Open a work order" (the alarm → work-order bridge): on raise, one repair order of this type, priority and person in charge. */
    open_work_order: z.boolean(),
    work_order_type_id: ref,
    work_order_priority: z.number().int().nullable(),
    work_order_person_id: ref,
  })
  .meta({ id: 'AlarmRuleRow' });
export type AlarmRuleRow = z.infer<typeof AlarmRuleRow>;
export const AlarmRulePage = pageOf(AlarmRuleRow);

/** What a rule left blank takes from the enterprise: the SMS intervals of system configuration, in seconds. */
export const AlarmRuleDefaults = z.object({ sms_intervals: z.array(z.number().int()) }).meta({ id: 'AlarmRuleDefaults' });
export type AlarmRuleDefaults = z.infer<typeof AlarmRuleDefaults>;

/** One escalation message (SMS or mail) of an alarm, and where its sending stands. */
export const DeliveryRow = z
  .object({
    id,
    enterprise_id: id,
    create_time: timestamp,
    update_time: timestamp,
    alarm_id: id,
    step: z.number().int(),
    channel: z.enum(DELIVERY_CHANNELS),
    recipient: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_error: text,
    sent_time: timestamp.nullable(),
    /** When the step was due; a cancelled row shows the step that was not sent. */
    due_time: timestamp.nullable(),
    /** Sent or failed after more than one try. */
    retried: z.boolean(),
  })
  .meta({ id: 'DeliveryRow' });
export type DeliveryRow = z.infer<typeof DeliveryRow>;
export const DeliveryPage = pageOf(DeliveryRow);

/** One message of an escalation round as the alarm detail shows it. */
export const RoundRecord = z
  .object({
    recipient: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    /** Why a send failed (the gateway's or mail server's answer); null otherwise. */
    last_error: text,
    attempts: z.number().int(),
    sent_time: timestamp.nullable(),
  })
  .meta({ id: 'RoundRecord' });
export type RoundRecord = z.infer<typeof RoundRecord>;
/** One escalation step (round) of an alarm: when it was due and its messages per channel. */
export const DeliveryRound = z
  .object({ step: z.number().int(), due_time: timestamp.nullable(), channels: z.array(z.object({ channel: z.enum(DELIVERY_CHANNELS), records: z.array(RoundRecord) })) })
  .meta({ id: 'DeliveryRound' });
export type DeliveryRound = z.infer<typeof DeliveryRound>;
/** An alarm's notifications, newest round first; `notified_step` the last round in which a message was sent. */
export const AlarmDeliveries = z.object({ notified_step: z.number().int().nullable(), rounds: z.array(DeliveryRound) }).meta({ id: 'AlarmDeliveries' });
export type AlarmDeliveries = z.infer<typeof AlarmDeliveries>;

/** The enterprise's message channels with the alarm items of the system configuration; secrets are never returned. */
export const MessageConfig = z
  .object({
    sms_enabled: z.boolean(),
    sms_url: text,
    has_sms_token: z.boolean(),
    sms_template: z.string(),
    mail_enabled: z.boolean(),
    smtp_host: text,
    mail_from: text,
    sms_intervals: z.array(z.number().int()),
    /** Whether messages on the channel reach a provider (the enterprise's own, or the platform's); otherwise they are logged as skipped. */
    sms_configured: z.boolean(),
    mail_configured: z.boolean(),
    user_ids: z.array(id),
    role_ids: z.array(id),
    phones: z.array(z.string()),
    mails: z.array(z.string()),
  })
  .meta({ id: 'MessageConfig' });
export type MessageConfig = z.infer<typeof MessageConfig>;

/** An alarm as pushed to browsers (times ISO 8601 UTC); also the rows of the monitor snapshot. */
export const AlarmPushShape = z
  .object({
    id,
    ruleId: id,
    ruleName: z.string(),
    meterId: id,
    meterCode: text,
    quantity: text,
    condition: z.enum(ALARM_CONDITIONS),
    severity: z.number().int(),
    status: z.enum(ALARM_STATUSES),
    count: z.number().int(),
    value: z.number().nullable(),
    raiseTime: timestamp,
    lastTime: timestamp,
    ackUserName: text,
  })
  .meta({ id: 'AlarmPush' });

/** A meter of the monitor snapshot, with its latest value of each quantity. */
export const SnapshotMeter = z
  .object({
    id,
    meter_code: z.string(),
    name: z.string(),
    meter_type: z.enum(METER_TYPES),
    enabled: z.boolean(),
    status: z.enum(METER_STATUSES),
    last_seen: timestamp.nullable(),
    location_id: ref,
    equipment_id: ref,
    values: z.record(z.string(), QuantityValue),
  })
  .meta({ id: 'SnapshotMeter' });
export type SnapshotMeter = z.infer<typeof SnapshotMeter>;

/** `/monitor/snapshot`: what a (re)connecting live screen loads before following socket events. */
export const MonitorSnapshot = z
  .object({
    at: timestamp,
    counts: z.object({ total: z.number().int(), online: z.number().int(), offline: z.number().int(), never: z.number().int(), disabled: z.number().int() }),
    /** The newest open alarms and the open counter; null for users who may not list alarms. */
    alarms: AlarmCountAnswer.extend({ rows: z.array(AlarmPushShape) }).nullable(),
    /** Dead letters per reason in the last 24 hours. */
    deadLetters24h: z.record(z.string(), z.number().int()),
    /** The embedded broker's port when this process runs one. */
    brokerPort: z.number().int().nullable(),
    meters: z.array(SnapshotMeter),
  })
  .meta({ id: 'MonitorSnapshot' });
export type MonitorSnapshot = z.infer<typeof MonitorSnapshot>;
