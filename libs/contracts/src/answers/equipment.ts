import { z } from 'zod';
import { JobStatus } from '../realtime-events';
import { ASSET_CODE_PATTERN } from '../enums/equipment';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';
import { FileItem } from './files';

const text = z.string().nullable();
const coordinate = z.number().nullable();

/** An asset's own columns, as stored (`/equipment/add`, `/update`, `/scrap` answer these). */
const equipmentColumns = {
  ...tenantColumns,
  asset_code: z.string().regex(ASSET_CODE_PATTERN),
  asset_name: z.string(),
  type_id: ref,
  model_id: ref,
  position_id: ref,
  parent_id: ref,
  /** EquipmentStatus. */
  status: z.number().int(),
  /** RunningStatus. */
  running_status_id: z.number().int(),
  supplier_id: ref,
  manufacturer_id: ref,
  address_id: ref,
  warranty_type: z.number().int().nullable(),
  warranty_start: text,
  warranty_end: text,
  purchase_date: text,
  /** Decimal as text, 2 decimals. */
  purchase_cost: text,
  specification: text,
  remark: text,
  /** On the location's floor plan. */
  x: coordinate,
  y: coordinate,
  /** On the street map. */
  lng: coordinate,
  lat: coordinate,
  scrap_reason: text,
  scrap_time: timestamp.nullable(),
};

/** An asset as stored; `custom_fields` is the JSON text of field-library code → value. */
export const EquipmentRecord = z.object({ ...equipmentColumns, custom_fields: text }).meta({ id: 'EquipmentRecord' });
export type EquipmentRecord = z.infer<typeof EquipmentRecord>;

/** An asset as the ledger lists and shows it, with the names of what it refers to. */
export const EquipmentRow = z
  .object({
    ...equipmentColumns,
    custom_fields: z.record(z.string(), z.unknown()),
    type_name: text,
    model_name: text,
    position_name: text,
    parent_name: text,
    supplier_name: text,
    manufacturer_name: text,
    address_name: text,
    status_name: z.string(),
    running_status_name: z.string(),
  })
  .meta({ id: 'EquipmentRow' });
export type EquipmentRow = z.infer<typeof EquipmentRow>;
export const EquipmentPage = pageOf(EquipmentRow);
export const EquipmentList = z.array(EquipmentRow);

/** A marker of the plan view (x/y) or the street map (`center` is [lat, lng] there). */
export const EquipmentMarker = z
  .object({
    id,
    center: z.tuple([z.number(), z.number()]),
    type: z.literal('eqpt'),
    label: z.string(),
    value: z.number(),
    /** 1 in service, 2 idle or stored, -1 out of service. */
    asset_status: z.union([z.literal(-1), z.literal(1), z.literal(2)]),
    is_fault: z.boolean(),
    high_light: z.boolean(),
    running_status_id: z.number().int(),
    asset_name: z.string(),
    asset_code: z.string(),
    running_status_name: z.string(),
    status_name: z.string(),
    result_type_name: z.string(),
    position_id: ref,
    x: coordinate,
    y: coordinate,
  })
  .meta({ id: 'EquipmentMarker' });
export type EquipmentMarker = z.infer<typeof EquipmentMarker>;
/** `total` counts every placed equipment in scope; `rows` holds at most 20,000, and `truncated` tells there are more. */
export const EquipmentMarkers = pageOf(EquipmentMarker).extend({ truncated: z.boolean() }).meta({ id: 'EquipmentMarkers' });
export type EquipmentMarkers = z.infer<typeof EquipmentMarkers>;

/** `/equipment/import` and `/equipment/export`: the task started (follow it with `/importTask/detail`, or in the import and export centre). */
export const TaskReceipt = z.object({ id, status: z.enum(JobStatus) }).meta({ id: 'TaskReceipt' });
export type TaskReceipt = z.infer<typeof TaskReceipt>;


const typeColumns = { ...tenantColumns, name: z.string(), code: text, parent_id: ref, sort: z.number().int(), remark: text };
export const EquipmentTypeRow = z.object(typeColumns).meta({ id: 'EquipmentTypeRow' });
export type EquipmentTypeRow = z.infer<typeof EquipmentTypeRow>;
export type EquipmentTypeNode = EquipmentTypeRow & { children: EquipmentTypeNode[] };
export const EquipmentTypeNode: z.ZodType<EquipmentTypeNode> = z
  .object({
    ...typeColumns,
    get children() {
      return z.array(EquipmentTypeNode);
    },
  })
  .meta({ id: 'EquipmentTypeNode' });
export const EquipmentTypeTree = z.array(EquipmentTypeNode);

/** A model as stored (`/equipmentModel/add`, `/update`). */
export const EquipmentModelRecord = z
  .object({ ...tenantColumns, name: z.string(), type_id: id, manufacturer_id: ref, specification: text, remark: text })
  .meta({ id: 'EquipmentModelRecord' });
export type EquipmentModelRecord = z.infer<typeof EquipmentModelRecord>;
/** A model with its type's name (`/equipmentModel/pageList`, `/detail`). */
export const EquipmentModelRow = EquipmentModelRecord.extend({ type_name: text }).meta({ id: 'EquipmentModelRow' });
export type EquipmentModelRow = z.infer<typeof EquipmentModelRow>;
export const EquipmentModelPage = pageOf(EquipmentModelRow);

const locationColumns = {
  ...tenantColumns,
  name: z.string(),
  code: text,
  parent_id: ref,
  /** Depth in the tree, 1 for a top-level location. */
  level: z.number().int(),
  /** The floor plan picture of this location. */
  plan_file_id: ref,
  x: coordinate,
  y: coordinate,
  lng: coordinate,
  lat: coordinate,
  sort: z.number().int(),
  remark: text,
};
/** A location (asset position). */
export const LocationRow = z.object(locationColumns).meta({ id: 'LocationRow' });
export type LocationRow = z.infer<typeof LocationRow>;
export const LocationPage = pageOf(LocationRow);
export type LocationNode = LocationRow & { children: LocationNode[] };
export const LocationNode: z.ZodType<LocationNode> = z
  .object({
    ...locationColumns,
    get children() {
      return z.array(LocationNode);
    },
  })
  .meta({ id: 'LocationNode' });
export const LocationTree = z.array(LocationNode);
/** `/assetPosition/detail`: with its path from the top and the floor plan it is drawn on (its own or an ancestor's). */
export const LocationDetail = LocationRow.extend({
  path: z.array(z.object({ id, name: z.string() })),
  plan_position_id: ref,
  plan_file_id_effective: ref,
}).meta({ id: 'LocationDetail' });
export type LocationDetail = z.infer<typeof LocationDetail>;

export const AddressRow = z
  .object({ ...tenantColumns, name: z.string(), address: z.string(), lng: coordinate, lat: coordinate, contact: text, phone: text, remark: text })
  .meta({ id: 'AddressRow' });
export type AddressRow = z.infer<typeof AddressRow>;
export const AddressPage = pageOf(AddressRow);

/** A manufacturer (kind 1) or supplier (kind 2). */
export const PartnerRow = z
  .object({ ...tenantColumns, kind: z.union([z.literal(1), z.literal(2)]), name: z.string(), contact: text, phone: text, address: text, remark: text })
  .meta({ id: 'PartnerRow' });
export type PartnerRow = z.infer<typeof PartnerRow>;
export const PartnerPage = pageOf(PartnerRow);

/** An occupational safety and health document with its attached files. */
export const OsahRow = z
  .object({ ...tenantColumns, title: z.string(), category: text, file_ids: z.array(id), valid_from: text, valid_to: text, remark: text })
  .meta({ id: 'OsahRow' });
export type OsahRow = z.infer<typeof OsahRow>;
export const OsahPage = pageOf(OsahRow);
export const OsahDetail = OsahRow.extend({ files: z.array(FileItem) }).meta({ id: 'OsahDetail' });
export type OsahDetail = z.infer<typeof OsahDetail>;

/** An io order (into storage, out of it, or a transfer) as stored. */
export const IoRecord = z
  .object({
    ...tenantColumns,
    code: z.string(),
    /** IoDirection. */
    direction: z.number().int(),
    /** IoState. */
    state: z.number().int(),
    to_position_id: ref,
    to_status: z.number().int().nullable(),
    handler_user_id: ref,
    approve_user_id: ref,
    approve_time: timestamp.nullable(),
    approve_remark: text,
    /** Kept for the work-order area. */
    sub_work_order_id: ref,
    remark: text,
  })
  .meta({ id: 'IoRecord' });
export type IoRecord = z.infer<typeof IoRecord>;
/** An io order with its handler's name (name, else account). */
export const IoRow = IoRecord.extend({ handler_name: text }).meta({ id: 'IoRow' });
export type IoRow = z.infer<typeof IoRow>;
export const IoPage = pageOf(IoRow);
/** A line of an io order: where and in which status it found the equipment, where it moves it. */
export const IoItem = z
  .object({
    id,
    io_id: id,
    equipment_id: id,
    from_position_id: ref,
    from_status: z.number().int().nullable(),
    to_position_id: ref,
    to_status: z.number().int().nullable(),
    /** null when the caller may not see it (or it was deleted). */
    equipment: EquipmentRow.nullable(),
    from_position_name: text,
  })
  .meta({ id: 'IoItem' });
export type IoItem = z.infer<typeof IoItem>;
export const IoDetail = IoRow.extend({ to_position_name: text, items: z.array(IoItem) }).meta({ id: 'IoDetail' });
export type IoDetail = z.infer<typeof IoDetail>;

/** A stocktake of a location, as stored. */
export const CountRecord = z
  .object({
    ...tenantColumns,
    code: z.string(),
    count_date: z.string(),
    position_id: id,
    person_user_id: ref,
    /** CountState. */
    state: z.number().int(),
    finish_time: timestamp.nullable(),
    remark: text,
  })
  .meta({ id: 'CountRecord' });
export type CountRecord = z.infer<typeof CountRecord>;
export const CountRow = CountRecord.extend({ position_name: text }).meta({ id: 'CountRow' });
export type CountRow = z.infer<typeof CountRow>;
export const CountPage = pageOf(CountRow);
/** A counted line: an expected equipment, or an extra one found by name. */
export const CountItemRecord = z
  .object({ id, count_id: id, equipment_id: ref, name: text, /** CountResult. */ result: z.number().int(), remark: text })
  .meta({ id: 'CountItemRecord' });
export type CountItemRecord = z.infer<typeof CountItemRecord>;
export const CountItem = CountItemRecord.extend({ equipment: EquipmentRow.nullable() }).meta({ id: 'CountItem' });
export type CountItem = z.infer<typeof CountItem>;
export const CountDetail = CountRow.extend({ items: z.array(CountItem) }).meta({ id: 'CountDetail' });
export type CountDetail = z.infer<typeof CountDetail>;
/** `/equipmentCount/addItems`: how many lines were added. */
export const AddedCount = z.number().int().nonnegative();
