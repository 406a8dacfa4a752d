import { z } from 'zod';
import { STOCK_IN_STATES } from '../enums/inventory';
import { id, money, pageOf, ref, tenantColumns } from './common';

const text = z.string().nullable();

/** A part of the catalogue, with the names of what it refers to and its stock where the viewer may see. */
export const SparePartRow = z
  .object({
    ...tenantColumns,
    spare_part_code: z.string(),
    name: z.string(),
    bom_type: z.number().int().nullable(),
    specification: text,
    unit: text,
    price: money,
    safety_stock_min: z.number().int().nullable(),
    safety_stock_max: z.number().int().nullable(),
    batch_tracking: z.boolean(),
    manufacturer_id: ref,
    manufacturer_name: text,
    supplier_id: ref,
    supplier_name: text,
    equipment_type_ids: z.array(id),
    equipment_model_ids: z.array(id),
    /** The equipment it is installed on, and the same with codes and names. */
    equipment_ids: z.array(id),
    installed_on: z.array(z.object({ id, asset_code: z.string(), asset_name: z.string() })),
    /** The parts declared usable in its place (a requisition's short line may take one of them instead). */
    substitutes: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
    /** The parts interchangeable with it, declared on this part or on the other (shown on both). */
    interchangeable: z.array(z.object({ id, spare_part_code: z.string(), name: z.string() })),
    remark: text,
    version: z.number().int(),
    /** On hand over the warehouses the viewer may see. */
    on_hand: z.number().int(),
    stock_in_state: z.enum(STOCK_IN_STATES),
  })
  .meta({ id: 'SparePartRow' });
export type SparePartRow = z.infer<typeof SparePartRow>;
export const SparePartPage = pageOf(SparePartRow);

/** A part on an equipment's parts list: installed on it, or suitable for its type (or both). */
export const EquipmentPartRow = SparePartRow.extend({ installed: z.boolean(), suitable: z.boolean() }).meta({ id: 'EquipmentPartRow' });
export type EquipmentPartRow = z.infer<typeof EquipmentPartRow>;
export const EquipmentPartList = z.array(EquipmentPartRow);
