import { z } from 'zod';
import { ALARM_CONDITIONS, ALARM_STATUSES } from '../enums/alarms';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { id, ref, timestamp } from './common';

const text = z.string().nullable();

/** An alarm as the bridge shows it beside a work order: rule, level, meter, values and its moments. */
export const BridgedAlarm = z
  .object({
    id,
    rule_id: id,
    rule_name: z.string(),
    severity: z.number().int(),
    status: z.enum(ALARM_STATUSES),
    meter_id: id,
    meter_code: text,
    quantity: text,
    condition: z.enum(ALARM_CONDITIONS),
    threshold: z.number().nullable(),
    first_value: z.number().nullable(),
    last_value: z.number().nullable(),
    count: z.number().int(),
    raise_time: timestamp,
    ack_time: timestamp.nullable(),
    ack_user_name: text,
    clear_time: timestamp.nullable(),
    clear_mode: z.enum(['auto', 'manual']).nullable(),
  })
  .meta({ id: 'BridgedAlarm' });
export type BridgedAlarm = z.infer<typeof BridgedAlarm>;

/** A work order opened from an alarm, as the alarm's detail lists it. */
export const AlarmWorkOrder = z
  .object({ id, code: z.string(), title: z.string(), status: z.enum(WORK_ORDER_STATUSES), create_time: timestamp, ended_time: timestamp.nullable() })
  .meta({ id: 'AlarmWorkOrder' });
export type AlarmWorkOrder = z.infer<typeof AlarmWorkOrder>;

const ResponseTimes = z.object({ to_acknowledge_ms: z.number().nullable(), to_restore_ms: z.number().nullable(), to_complete_ms: z.number().nullable() });

/** `/workOrder/alarmPrefill`: the repair order's fields as the alarm gives them, and the order already open for it. */
export const WorkOrderAlarmPrefill = z
  .object({
    alarm: BridgedAlarm,
    title: z.string(),
    description: z.string(),
    equipment_id: ref,
    location_id: ref,
    source: z.literal('alarm'),
    source_id: id,
    /** The order open for this alarm: a second one is refused while it is. */
    open_order: AlarmWorkOrder.nullable(),
  })
  .meta({ id: 'WorkOrderAlarmPrefill' });
export type WorkOrderAlarmPrefill = z.infer<typeof WorkOrderAlarmPrefill>;

/** `/workOrder/ofAlarm`: the orders an alarm opened (those the caller may see), newest first, and its figures. */
export const AlarmWorkOrders = z
  .object({ rows: z.array(AlarmWorkOrder), open_order: AlarmWorkOrder.nullable(), times: ResponseTimes })
  .meta({ id: 'AlarmWorkOrders' });
export type AlarmWorkOrders = z.infer<typeof AlarmWorkOrders>;

/** A stored reading of the alarm's meter. */
const Reading = z.object({ ts: z.number(), values: z.record(z.string(), z.number()) });

/** `/workOrder/alarmPanel`: the alarm behind an order, the readings around its raise, the meter's latest values, the figures. */
export const WorkOrderAlarmPanel = z
  .object({
    alarm: BridgedAlarm,
    /** Readings before and after the raise, oldest first. */
    readings: z.array(Reading),
    latest: Reading.nullable(),
    times: ResponseTimes,
  })
  .meta({ id: 'WorkOrderAlarmPanel' });
export type WorkOrderAlarmPanel = z.infer<typeof WorkOrderAlarmPanel>;
