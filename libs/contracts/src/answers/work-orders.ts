import { z } from 'zod';
import { FIELD_DATA_TYPES } from '../enums/dictionary';
import { WORK_ORDER_ACTIONS, WORK_ORDER_SOURCES, WORK_ORDER_STATUSES } from '../enums/work-orders';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';
import { workOrderSlaColumns } from './work-orders-sla';

const text = z.string().nullable();

/** A priority level of a work-order type: how long until someone responds, and until the work is done. */
export const WorkOrderTypeLevel = z
  .object({ level: z.number().int().min(1).max(5), response_minutes: z.number().int(), completion_minutes: z.number().int() })
  .meta({ id: 'WorkOrderTypeLevel' });
export type WorkOrderTypeLevel = z.infer<typeof WorkOrderTypeLevel>;

/** A custom field of a work-order type: a field of the field library, with how this type uses it. */
export const WorkOrderTypeField = z
  .object({
    field_id: id,
    code: z.string(),
    name: z.string(),
    data_type: z.enum(FIELD_DATA_TYPES),
    option_key: text,
    required: z.boolean(),
    hidden: z.boolean(),
    /** The values this type allows (a subset of the field's options); null: all of them, or a free value. */
    options: z.array(z.string()).nullable(),
    sort: z.number().int(),
  })
  .meta({ id: 'WorkOrderTypeField' });
export type WorkOrderTypeField = z.infer<typeof WorkOrderTypeField>;

export const WorkOrderTypeRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    name: z.string(),
    default_pool_id: ref,
    /** The workflow template new orders of the type start on (always sent; optional for clients built before it). */
    default_template_id: ref.optional(),
    enabled: z.boolean(),
    /** Cost display toggles (SPEC §6): whether the order's fee, labour and parts costs are shown. */
    show_fee: z.boolean(),
    show_labour_cost: z.boolean(),
    show_parts_cost: z.boolean(),
    sort: z.number().int(),
    remark: text,
    levels: z.array(WorkOrderTypeLevel),
    fields: z.array(WorkOrderTypeField),
  })
  .meta({ id: 'WorkOrderTypeRow' });
export type WorkOrderTypeRow = z.infer<typeof WorkOrderTypeRow>;
export const WorkOrderTypePage = pageOf(WorkOrderTypeRow);

/** A work pool: orders wait in it, its members may grab them. */
export const WorkOrderPoolRow = z
  .object({ ...tenantColumns, name: z.string(), remark: text, member_ids: z.array(id) })
  .meta({ id: 'WorkOrderPoolRow' });
export type WorkOrderPoolRow = z.infer<typeof WorkOrderPoolRow>;
export const WorkOrderPoolPage = pageOf(WorkOrderPoolRow);

export const WorkOrderRow = z
  .object({
    ...tenantColumns,
    /** The business number, unique in the enterprise (`WO20250131-0001`). */
    code: z.string(),
    title: z.string(),
    type_id: id,
    type_name: z.string(),
    status: z.enum(WORK_ORDER_STATUSES),
    pool_id: ref,
    priority: z.number().int(),
    equipment_id: ref,
    location_id: ref,
    description: text,
    /** When the work is due (the type's completion limit for the priority unless set by hand). */
    due_time: timestamp.nullable(),
    /** When someone must have taken it up (the type's response limit for the priority). */
    response_deadline: timestamp.nullable(),
    ...workOrderSlaColumns,
    person_in_charge_id: id,
    person_in_charge_name: z.string(),
    handler_ids: z.array(id),
    handler_names: z.array(z.string()),
    /** Money as text with 2 decimals. */
    fee: text,
    /** Parts issued to the order (the inventory area fills it), money text; shown when the type shows parts cost. */
    parts_cost: z.string(),
    source: z.enum(WORK_ORDER_SOURCES),
    source_id: ref,
    parent_id: ref,
    custom_fields: z.record(z.string(), z.unknown()),
    /** Send it back with an update or an action; a stale one is refused ("get the latest data and retry"). */
    version: z.number().int(),
    accepted_time: timestamp.nullable(),
    started_time: timestamp.nullable(),
    finished_time: timestamp.nullable(),
    ended_time: timestamp.nullable(),
    evaluation_score: z.number().int().nullable(),
    evaluation_comment: text,
    /** The workflow template version the order started on (`/showWorkflowInstanceDiagram`; always sent, optional for clients built before it). */
    template_version_id: ref.optional(),
  })
  .meta({ id: 'WorkOrderRow' });
export type WorkOrderRow = z.infer<typeof WorkOrderRow>;
export const WorkOrderPage = pageOf(WorkOrderRow);
/** `/workOrder/batchAssign`: the orders as they are after it. */
export const WorkOrderBatch = z.array(WorkOrderRow).meta({ id: 'WorkOrderBatch' });

/** One change of a work order: who, when, what, from which status to which, and why. */
export const WorkOrderTimelineEntry = z
  .object({
    id,
    create_time: timestamp,
    user_id: ref,
    user_name: z.string(),
    /** An action of the status machine, or `create` / `update`. */
    action: z.enum([...WORK_ORDER_ACTIONS, 'create', 'update', 'alarmCleared']),
    from_status: z.enum(WORK_ORDER_STATUSES).nullable(),
    to_status: z.enum(WORK_ORDER_STATUSES),
    note: text,
    /** The fields an edit changed. */
    changes: z.array(z.string()),
  })
  .meta({ id: 'WorkOrderTimelineEntry' });
export type WorkOrderTimelineEntry = z.infer<typeof WorkOrderTimelineEntry>;

/** `/workOrder/detail`: the order, its timeline (oldest first) and the actions its status allows the caller. */
export const WorkOrderDetail = WorkOrderRow.extend({
  timeline: z.array(WorkOrderTimelineEntry),
  actions: z.array(z.enum(WORK_ORDER_ACTIONS)),
}).meta({ id: 'WorkOrderDetail' });
export type WorkOrderDetail = z.infer<typeof WorkOrderDetail>;

/** A work order as pushed to the browsers that may see it, after each change. */
export const WorkOrderPushShape = z
  .object({ id, code: z.string(), title: z.string(), type_id: id, status: z.enum(WORK_ORDER_STATUSES), version: z.number().int(), location_id: ref })
  .meta({ id: 'WorkOrderPush' });
