import { z } from 'zod';
import { REQUISITION_STATUSES } from '../enums/inventory';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();

/** One line of a requisition, with what is reserved, issued and returned, and what the place has available now. */
export const RequisitionLineRow = z
  .object({
    id,
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    unit: text,
    warehouse_id: id,
    warehouse_name: z.string(),
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    quantity: z.number().int(),
    reserved: z.number().int(),
    issued: z.number().int(),
    returned: z.number().int(),
    /** Null for a counter of a running blind count of its warehouse (they may not learn its stock). */
    available: z.number().int().nullable(),
    /** Approved by its warehouse's storekeeper (a requisition spanning warehouses is approved per warehouse). */
    approved: z.boolean(),
    /** The part's declared substitutes, which an approver may take instead while the line is short. */
    substitutes: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
  })
  .meta({ id: 'RequisitionLineRow' });
export type RequisitionLineRow = z.infer<typeof RequisitionLineRow>;

/** A work order's requisition; `parts_cost` = Σ issue amounts − Σ return amounts of the order's ledger rows. */
export const RequisitionRow = z
  .object({
    ...tenantColumns,
    work_order_id: id,
    work_order_code: z.string(),
    work_order_title: z.string(),
    status: z.enum(REQUISITION_STATUSES),
    version: z.number().int(),
    remark: text,
    create_user_name: text,
    approved_user_id: ref,
    approved_user_name: text,
    approved_time: timestamp.nullable(),
    issued_time: timestamp.nullable(),
    parts_cost: z.string(),
    /** Ready or approved with some units issued already (derived from the lines; the list filters by it). */
    partly_issued: z.boolean(),
    /** Lines of the whole requisition, every warehouse's (a storekeeper's `lines` are their warehouses' only): a split stays within the limit. */
    line_count: z.number().int(),
    lines: z.array(RequisitionLineRow),
  })
  .meta({ id: 'RequisitionRow' });
export type RequisitionRow = z.infer<typeof RequisitionRow>;
export const RequisitionPage = pageOf(RequisitionRow);
/** An order's requisition, or null before it has one. */
export const OrderRequisition = RequisitionRow.nullable();
