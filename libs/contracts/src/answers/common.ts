import { z } from 'zod';

/**
 * Building blocks of the answer shapes. An answer shape is a zod schema: `z.infer` gives the TypeScript type the web
 * reads and the server's handler must return (`@Answer(schema)`), and the server turns the same schema into the
 * OpenAPI document (docs/decisions/contracts.md). Shapes describe the JSON as sent: times are ISO text.
 */

/** A row id (positive integer). */
export const id = z.number().int().positive();
/** A reference that may be unset. */
export const ref = id.nullable();
/** A moment in UTC as ISO 8601 text (`2025-01-31T08:00:00.000Z`); the web shows it in the enterprise's time zone. */
export const timestamp = z.string().meta({ format: 'date-time' });
/** A calendar day `YYYY-MM-DD`. */
export const day = z.string().meta({ format: 'date' });
/** Money as decimal text, two places (`12.50`); null when unset. */
export const money = z.string().nullable();

/** The columns every business row carries (libs/core TenantEntity). */
export const tenantColumns = {
  id,
  enterprise_id: id,
  create_time: timestamp,
  create_user_id: ref,
  update_time: timestamp,
};

/** `{ rows, total }`: a page of a list (paging.ts); `totalCapped` when `total` is a cap, not a count. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int().nonnegative(), totalCapped: z.literal(true).optional() });

/** The answer of a call whose content is empty (`content: null`): deletes, state changes. */
export const NoContent = z.null();

/** A line of a record's change log (audit log), newest first. */
export const AuditEntry = z
  .object({
    create_time: timestamp,
    create_user_name: z.string().nullable(),
    /** The message keys and params the text was made of. */
    remark: z.array(z.object({ key: z.string(), params: z.array(z.unknown()).optional() })),
    /** The remark in the caller's language. */
    text: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);

/** `/health`: each part (database, Redis, MQTT) up, down or disabled; `down` (HTTP 503) when any is down. */
export const HealthAnswer = z
  .object({ status: z.enum(['up', 'down']), parts: z.record(z.string(), z.enum(['up', 'down', 'disabled'])) })
  .meta({ id: 'HealthAnswer' });
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/** A message key with its `{0}` params, as import messages and log remarks are kept. */
export const RemarkPart = z.object({ key: z.string(), params: z.array(z.unknown()).optional() });
export type RemarkPart = z.infer<typeof RemarkPart>;
