import { z } from 'zod';
import { PART_ORDER_STATUSES } from '../enums/inventory-order';
import { day, id, pageOf, ref, tenantColumns } from './common';

const text = z.string().nullable();

/** A recorded order: what was ordered, what put-ins naming it brought in, and what is still on order (0 unless open). */
export const PartOrderRow = z
  .object({
    ...tenantColumns,
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    unit: text,
    warehouse_id: id,
    warehouse_name: z.string(),
    supplier_id: ref,
    supplier_name: text,
    quantity: z.number().int(),
    received: z.number().int(),
    on_order: z.number().int(),
    expected_date: day.nullable(),
    remark: text,
    status: z.enum(PART_ORDER_STATUSES),
    version: z.number().int(),
    create_user_name: text,
  })
  .meta({ id: 'PartOrderRow' });
export type PartOrderRow = z.infer<typeof PartOrderRow>;
export const PartOrderPage = pageOf(PartOrderRow);
