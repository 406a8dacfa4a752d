import { z } from 'zod';
import { id, pageOf, ref, tenantColumns } from './common';

const text = z.string().nullable();

/** A storage place inside a warehouse. */
export const WarehouseBin = z.object({ id, code: z.string(), name: text }).meta({ id: 'WarehouseBin' });
export type WarehouseBin = z.infer<typeof WarehouseBin>;

export const WarehouseRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    name: z.string(),
    manager_id: ref,
    manager_name: text,
    address: text,
    remark: text,
    version: z.number().int(),
    bins: z.array(WarehouseBin),
  })
  .meta({ id: 'WarehouseRow' });
export type WarehouseRow = z.infer<typeof WarehouseRow>;
export const WarehousePage = pageOf(WarehouseRow);
