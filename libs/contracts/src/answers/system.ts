import { z } from 'zod';
import { CONFIG_VALUE_TYPES, NOTICE_STATUSES, NOTICE_TARGETS, NOTICE_TYPES, type ConfigValue } from '../enums/system';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

/** Text, a number, a boolean, or any JSON for `json` items (zod's union of objects would not admit `object`). */
const configValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.unknown()), z.array(z.unknown())]) as z.ZodType<ConfigValue>;

/** A configuration item with its value (the default while the enterprise has not set it). */
export const ConfigRow = z
  .object({
    key: z.string(),
    value: configValue,
    value_type: z.enum(CONFIG_VALUE_TYPES),
    group: z.string(),
    /** Label key of the item. */
    label: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: 'ConfigRow' });
export type ConfigRow = z.infer<typeof ConfigRow>;
export const ConfigList = z.array(ConfigRow);

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
