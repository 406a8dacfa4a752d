import { z } from 'zod';
import { NOTICE_STATUSES, NOTICE_TARGETS, NOTICE_TYPES } from '../enums/system';
import { MAP_ZOOM, SETTING_UNITS, THEMES, type MapViewValue, type SettingSpec } from '../settings/kinds';
import type { SettingKey } from '../settings/catalogue';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const mapView = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), zoom: z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max) }) satisfies z.ZodType<MapViewValue>;

/** The type of a setting and its limits (libs/contracts settings/kinds.ts). */
export const SettingSpecShape = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), maxLength: z.number().int() }),
    z.object({ kind: z.literal('number'), min: z.number(), max: z.number(), integer: z.boolean(), unit: z.enum(SETTING_UNITS).optional() }),
    z.object({ kind: z.literal('boolean') }),
    z.object({ kind: z.literal('enum'), options: z.array(z.string()), labelPrefix: z.string() }),
    z.object({ kind: z.literal('theme') }),
    z.object({ kind: z.literal('mapView') }),
    z.object({ kind: z.literal('seconds'), count: z.number().int(), min: z.number().int(), max: z.number().int() }),
  ])
  .meta({ id: 'SettingSpec' }) satisfies z.ZodType<SettingSpec>;

/** A setting with its value (the default while the enterprise has not set it), of an installed area. */
export const ConfigRow = z
  .object({
    key: z.string() as z.ZodType<SettingKey>,
    value: z.union([z.string(), z.number(), z.boolean(), z.array(z.number()), mapView]),
    spec: SettingSpecShape,
    group: z.string(),
    /** Label key of the item. */
    label: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: 'ConfigRow' });
export type ConfigRow = z.infer<typeof ConfigRow>;
export const ConfigList = z.array(ConfigRow);

/** What every signed-in screen needs of the settings and the enterprise (`/site/settings`): the shell, the maps, uploads. */
export const SiteSettings = z
  .object({
    /** The enterprise's title for the browser tab and the header; empty: the product's name. */
    title: z.string(),
    /** The theme of users who have not chosen one. */
    default_theme: z.enum(THEMES),
    /** The opening view of every street map (SPEC "Map config": centre and zoom; the flags and url belong to each map). */
    map: z.object({ center: z.tuple([z.number(), z.number()]), zoom: z.number().int() }),
    /** Most pictures one record may hold. */
    image_count_limit: z.number().int().positive(),
    logo_file_id: ref,
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The enterprise's name, logo and contacts (`/enterprise/info`). */
export const EnterpriseInfo = z
  .object({
    name: z.string(),
    logo_file_id: ref,
    address: z.string().nullable(),
    contact: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'EnterpriseInfo' });
export type EnterpriseInfo = z.infer<typeof EnterpriseInfo>;

/** An unexpected server error, as the error log keeps it (`/errorLog/detail`). */
export const ErrorLogDetail = z
  .object({
    id,
    create_time: timestamp,
    request_id: z.string(),
    method: z.string(),
    url: z.string(),
    user_id: ref,
    user_name: z.string().nullable(),
    enterprise_id: ref,
    message: z.string(),
    stack: z.string().nullable(),
  })
  .meta({ id: 'ErrorLogDetail' });
export type ErrorLogDetail = z.infer<typeof ErrorLogDetail>;
/** A line of `/errorLog/pageList`: without the stack (read it in the detail). */
export const ErrorLogRow = ErrorLogDetail.omit({ stack: true, enterprise_id: true }).meta({ id: 'ErrorLogRow' });
export type ErrorLogRow = z.infer<typeof ErrorLogRow>;
export const ErrorLogPage = pageOf(ErrorLogRow);

/** One cache of the process, with its figures. */
export const CacheRow = z
  .object({
    name: z.string(),
    object_count: z.number().int(),
    memory_bytes: z.number(),
    disk_bytes: z.number(),
    hit_count: z.number().int(),
    miss_count: z.number().int(),
    last_visit: timestamp.nullable(),
    /** Entry lifetime in seconds; null: no expiry. */
    expiry_seconds: z.number().int().nullable(),
    /** Seconds since the cache was created or last cleared. */
    survival_seconds: z.number().int(),
  })
  .meta({ id: 'CacheRow' });
export type CacheRow = z.infer<typeof CacheRow>;
export const CacheList = z.array(CacheRow);

/** An announcement or notice, with the roles it goes to. */
export const NoticeRow = z
  .object({
    ...tenantColumns,
    title: z.string(),
    content: z.string(),
    type: z.enum(NOTICE_TYPES),
    status: z.enum(NOTICE_STATUSES),
    publish_time: timestamp.nullable(),
    target_type: z.enum(NOTICE_TARGETS),
    role_ids: z.array(id),
  })
  .meta({ id: 'NoticeRow' });
export type NoticeRow = z.infer<typeof NoticeRow>;
export const NoticePage = pageOf(NoticeRow);
export const PublishAnswer = z.object({ recipients: z.number().int().nonnegative() });
export type PublishAnswer = z.infer<typeof PublishAnswer>;

/** A message in the caller's inbox (a published notice, or one an area sent). */
export const MessageRow = z
  .object({
    ...tenantColumns,
    user_id: id,
    notice_id: ref,
    title: z.string(),
    content: z.string().nullable(),
    /** The admin route the message is about (`work/order/view?id=7`), or null. */
    link: z.string().nullable(),
    is_read: z.boolean(),
    read_time: timestamp.nullable(),
  })
  .meta({ id: 'MessageRow' });
export type MessageRow = z.infer<typeof MessageRow>;
export const MessagePage = pageOf(MessageRow);
export const UnreadCount = z.number().int().nonnegative();
export const ReadAnswer = z.object({ read: z.number().int().nonnegative() });

/** The work bench counts of the caller, by key (`messages`, and what each area registers). */
export const HomeCounts = z.record(z.string(), z.number());
