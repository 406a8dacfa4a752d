import { z } from 'zod';
import { ATTACHMENT_STEPS, DOWNTIME_REASONS } from '../enums/work-orders-record';
import { ATTACHMENT_KINDS } from '../enums/work-orders-field';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { WorkOrderRow } from './work-orders';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();

/** A file attached to an order: what it is, who attached it, when and at which step. */
export const WorkOrderAttachment = z
  .object({
    file_id: id,
    name: z.string(),
    /** `image`, `document`… (the files area's category); images show as photos. */
    category: z.string(),
    ext: z.string(),
    size: z.number().int(),
    /** GET path of the file (append the session token as `token`). */
    url: z.string(),
    user_id: ref,
    user_name: z.string(),
    create_time: timestamp,
    step: z.enum(ATTACHMENT_STEPS),
    /** A file or photo, or a signature (its `user_name` is who signed). */
    kind: z.enum(ATTACHMENT_KINDS),
  })
  .meta({ id: 'WorkOrderAttachment' });
export type WorkOrderAttachment = z.infer<typeof WorkOrderAttachment>;
export const WorkOrderAttachmentList = z.array(WorkOrderAttachment).meta({ id: 'WorkOrderAttachmentList' });

/** A labour entry: one person's time on an order; `end_time` empty while their timer runs. */
export const WorkOrderLabourEntry = z
  .object({
    ...tenantColumns,
    work_order_id: id,
    user_id: id,
    user_name: z.string(),
    start_time: timestamp,
    end_time: timestamp.nullable(),
    /** Whole minutes; for a running timer, the minutes so far. */
    minutes: z.number().int().nonnegative(),
    note: text,
  })
  .meta({ id: 'WorkOrderLabourEntry' });
export type WorkOrderLabourEntry = z.infer<typeof WorkOrderLabourEntry>;

/** `/workOrderLabour/list`: the entries, totals per order and per person, the cost when the type shows it. */
export const WorkOrderLabour = z
  .object({
    entries: z.array(WorkOrderLabourEntry),
    total_minutes: z.number().int().nonnegative(),
    per_person: z.array(z.object({ user_id: id, user_name: z.string(), minutes: z.number().int().nonnegative() })),
    /** Hourly rate (type setting) × hours, money text; null when the type hides labour cost or has no rate. */
    labour_cost: text,
    /** The caller's running timer on this order, if any. */
    running: WorkOrderLabourEntry.nullable(),
  })
  .meta({ id: 'WorkOrderLabour' });
export type WorkOrderLabour = z.infer<typeof WorkOrderLabour>;

/** A period the order's equipment stood still; `end_time` empty while it still does. */
export const WorkOrderDowntimeEntry = z
  .object({
    ...tenantColumns,
    work_order_id: id,
    work_order_code: z.string(),
    equipment_id: id,
    start_time: timestamp,
    end_time: timestamp.nullable(),
    reason: z.enum(DOWNTIME_REASONS),
    note: text,
    /** Whole minutes; up to now while open. */
    minutes: z.number().int().nonnegative(),
  })
  .meta({ id: 'WorkOrderDowntimeEntry' });
export type WorkOrderDowntimeEntry = z.infer<typeof WorkOrderDowntimeEntry>;
export const WorkOrderDowntime = z
  .object({ entries: z.array(WorkOrderDowntimeEntry), total_minutes: z.number().int().nonnegative() })
  .meta({ id: 'WorkOrderDowntime' });
export type WorkOrderDowntime = z.infer<typeof WorkOrderDowntime>;
export const EquipmentDowntimePage = pageOf(WorkOrderDowntimeEntry).extend({ total_minutes: z.number().int().nonnegative() });

/** An option of a code list, as the result form offers it. */
const CodeOption = z.object({ value: z.string(), label: z.string() });

/** A type's code lists (dictionary type codes, with their items), whether finishing needs them, the hourly rate. */
export const WorkOrderTypeRecord = z
  .object({
    type_id: id,
    failure_list: text,
    cause_list: text,
    remedy_list: text,
    codes_required: z.boolean(),
    labour_rate: text,
    failure_options: z.array(CodeOption),
    cause_options: z.array(CodeOption),
    remedy_options: z.array(CodeOption),
  })
  .meta({ id: 'WorkOrderTypeRecord' });
export type WorkOrderTypeRecord = z.infer<typeof WorkOrderTypeRecord>;

/** The result of an order: failure, cause and remedy codes and a note. */
export const WorkOrderResult = z
  .object({ work_order_id: id, failure_code: text, cause_code: text, remedy_code: text, note: text, user_name: z.string(), update_time: timestamp.nullable() })
  .meta({ id: 'WorkOrderResult' });
export type WorkOrderResult = z.infer<typeof WorkOrderResult>;

/** The parent or a child of a sub work order relation, as the detail lists it. */
export const WorkOrderRelative = z
  .object({ id, code: z.string(), title: z.string(), status: z.enum(WORK_ORDER_STATUSES) })
  .meta({ id: 'WorkOrderRelative' });
export type WorkOrderRelative = z.infer<typeof WorkOrderRelative>;

/** `/subWorkOrder/pageList`: a sub work order with its parent (null when the caller may not see the parent). */
export const SubWorkOrderRow = WorkOrderRow.extend({ parent: WorkOrderRelative.nullable() }).meta({ id: 'SubWorkOrderRow' });
export type SubWorkOrderRow = z.infer<typeof SubWorkOrderRow>;
export const SubWorkOrderPage = pageOf(SubWorkOrderRow);

/** `/workOrderRecord/detail`: what the order records besides its fields and timeline. */
export const WorkOrderRecordDetail = z
  .object({
    attachments: z.array(WorkOrderAttachment),
    result: WorkOrderResult.nullable(),
    parent: WorkOrderRelative.nullable(),
    /** The sub work orders the caller may see. */
    children: z.array(WorkOrderRelative),
    parts_cost: z.string(),
    show_parts_cost: z.boolean(),
    show_labour_cost: z.boolean(),
  })
  .meta({ id: 'WorkOrderRecordDetail' });
export type WorkOrderRecordDetail = z.infer<typeof WorkOrderRecordDetail>;
