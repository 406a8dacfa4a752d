import { z } from 'zod';
import { SERVICE_REQUEST_CHANNELS, SERVICE_REQUEST_STATUSES } from '../enums/work-orders-service-requests';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();

/** A photo of a request, for `/getImg?id&business_no=serviceRequest`. */
export const ServiceRequestPhoto = z.object({ id, name: z.string() }).meta({ id: 'ServiceRequestPhoto' });

export const ServiceRequestRow = z
  .object({
    ...tenantColumns,
    /** The business number, unique in the enterprise (`SR20250131-0001`). */
    code: z.string(),
    channel: z.enum(SERVICE_REQUEST_CHANNELS),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    title: z.string(),
    description: text,
    equipment_id: ref,
    equipment_name: text,
    location_id: ref,
    location_name: text,
    /** The member of staff who raised it (staff requests). */
    requester_id: ref,
    /** The staff member's name, or the name a public requester gave. */
    requester_name: z.string(),
    /** A public requester's phone, for progress messages. */
    requester_phone: text,
    reject_reason: text,
    work_order_id: ref,
    work_order_code: text,
    handled_user_id: ref,
    handled_time: timestamp.nullable(),
    /** Send it back with edit, convert or reject; a stale one is refused ("get the latest data and retry"). */
    version: z.number().int(),
  })
  .meta({ id: 'ServiceRequestRow' });
export type ServiceRequestRow = z.infer<typeof ServiceRequestRow>;
export const ServiceRequestPage = pageOf(ServiceRequestRow);
/** `/serviceRequest/detail`: the request and its photos. */
export const ServiceRequestDetail = ServiceRequestRow.extend({ photos: z.array(ServiceRequestPhoto) }).meta({ id: 'ServiceRequestDetail' });
export type ServiceRequestDetail = z.infer<typeof ServiceRequestDetail>;

/** `/serviceRequest/publicLink`: the token and the address its QR code encodes. */
export const ServiceRequestLink = z.object({ token: z.string(), url: z.string() }).meta({ id: 'ServiceRequestLink' });
export type ServiceRequestLink = z.infer<typeof ServiceRequestLink>;

/** `/public/serviceRequest/equipment`: only harmless facts, and whether the enterprise takes requests from the page. */
export const PublicEquipment = z
  .object({ name: z.string(), code: z.string(), location_name: text, enabled: z.boolean() })
  .meta({ id: 'PublicEquipment' });
export type PublicEquipment = z.infer<typeof PublicEquipment>;

/** `/public/serviceRequest/add`: the request's number, for the requester to quote. */
export const PublicServiceRequestAdded = z.object({ code: z.string() }).meta({ id: 'PublicServiceRequestAdded' });
export type PublicServiceRequestAdded = z.infer<typeof PublicServiceRequestAdded>;

/**
 * `/public/serviceRequest/progress`: where a request stands, for the requester who names its number and phone — its
 * own text and dates, the reason if refused, its work order's status and finish, and the score given. Nothing else (no
 * names, no ids). `/public/serviceRequest/evaluate` and `/supplement` answer it too, after their change.
 */
export const PublicServiceRequestProgress = z
  .object({
    code: z.string(),
    title: z.string(),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    create_time: timestamp,
    handled_time: timestamp.nullable(),
    reject_reason: text,
    order_status: z.enum(WORK_ORDER_STATUSES).nullable(),
    order_finished_time: timestamp.nullable(),
    /** The requester's score of the finished work, once given (`/public/serviceRequest/evaluate`). */
    evaluation_score: z.number().int().nullable(),
    /** How many photos the request holds: while it is open, the page offers to add up to the limit. */
    photo_count: z.number().int(),
  })
  .meta({ id: 'PublicServiceRequestProgress' });
export type PublicServiceRequestProgress = z.infer<typeof PublicServiceRequestProgress>;
