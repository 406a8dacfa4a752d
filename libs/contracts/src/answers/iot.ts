import { z } from 'zod';
import { DEAD_LETTER_REASONS, HISTORY_GRAINS, METER_CODE_PATTERN, METER_STATUSES, METER_TYPES } from '../enums/iot';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const meterType = z.enum(METER_TYPES);
const meterStatus = z.enum(METER_STATUSES);

/** A meter (IoT device) of the registry. */
export const MeterRow = z
  .object({
    ...tenantColumns,
    meter_code: z.string().regex(METER_CODE_PATTERN),
    name: z.string(),
    meter_type: meterType,
    /** `gy/{enterpriseCode}/{meterType}/{meterCode}`; the device publishes to `{topic}/up`. */
    topic: z.string(),
    equipment_id: ref,
    /** Its equipment's type, kept for data permissions. */
    equipment_type_id: ref,
    /** Its equipment's location when it has equipment, otherwise where it was placed. */
    location_id: ref,
    customer_id: ref,
    enabled: z.boolean(),
    offline_after_seconds: z.number().int(),
    last_seen: timestamp.nullable(),
    status: meterStatus,
    /** The device credential in use. */
    credential_id: ref,
    remark: z.string().nullable(),
  })
  .meta({ id: 'MeterRow' });
export type MeterRow = z.infer<typeof MeterRow>;
export const MeterPage = pageOf(MeterRow);

/** `/meter/enabledList`: the enabled meters for pickers. */
export const MeterChoice = MeterRow.pick({ id: true, meter_code: true, name: true, meter_type: true }).meta({ id: 'MeterChoice' });
export type MeterChoice = z.infer<typeof MeterChoice>;
export const MeterChoices = z.array(MeterChoice);

/** One measured quantity of a meter type: its unit, plausible range (charts, simulators) and decimals. */
export const QuantitySpec = z
  .object({ key: z.string(), unit: z.string(), min: z.number(), max: z.number(), decimals: z.number().int(), labelKey: z.string() })
  .meta({ id: 'QuantitySpec' });
export type QuantitySpec = z.infer<typeof QuantitySpec>;
/** `/meter/quantities`: what each meter type reports. */
export const QuantityCatalogue = z.record(meterType, z.array(QuantitySpec)).meta({ id: 'QuantityCatalogue' });
export type QuantityCatalogue = z.infer<typeof QuantityCatalogue>;

/** `/meter/detail`: the meter, its device login name and its type's quantities. */
export const MeterDetail = MeterRow.extend({ credential_username: z.string().nullable(), quantities: z.array(QuantitySpec) }).meta({ id: 'MeterDetail' });
export type MeterDetail = z.infer<typeof MeterDetail>;

/** A device login: shown once, when a meter is created or its credential rotated. */
export const DeviceLogin = z
  .object({ username: z.string(), password: z.string(), /** The device publishes to `{topic}/up`. */ topic: z.string() })
  .meta({ id: 'DeviceLogin' });
export type DeviceLogin = z.infer<typeof DeviceLogin>;
/** `/meter/add`: the new meter and its device login. */
export const MeterCreated = z.object({ meter: MeterRow, credential: DeviceLogin }).meta({ id: 'MeterCreated' });
export type MeterCreated = z.infer<typeof MeterCreated>;

/** A quantity's latest value and its reading time (epoch ms). */
export const QuantityValue = z.object({ value: z.number(), ts: z.number() });
export type QuantityValue = z.infer<typeof QuantityValue>;
/** `/meter/latest`: per meter, its status and latest value of each quantity. */
export const LatestValues = z
  .object({ meterId: id, status: meterStatus, last_seen: timestamp.nullable(), values: z.record(z.string(), QuantityValue) })
  .meta({ id: 'LatestValues' });
export type LatestValues = z.infer<typeof LatestValues>;
export const LatestList = z.array(LatestValues);

/** `/meter/history`: raw `[ts, value]` rows, or roll-ups `[bucket start, avg, min, max]` (epoch ms). */
export const HistoryAnswer = z
  .object({
    grain: z.enum(HISTORY_GRAINS),
    series: z.array(z.object({ quantity: z.string(), unit: z.string(), points: z.array(z.array(z.number())) })),
  })
  .meta({ id: 'HistoryAnswer' });
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** An uplink the ingest refused, kept for diagnosis. */
export const DeadLetterRow = z
  .object({
    id,
    enterprise_id: ref,
    meter_id: ref,
    topic: z.string(),
    reason: z.enum(DEAD_LETTER_REASONS),
    detail: z.string(),
    /** The first 2,000 characters of the payload. */
    payload: z.string(),
    payload_size: z.number().int(),
    create_time: timestamp,
  })
  .meta({ id: 'DeadLetterRow' });
export type DeadLetterRow = z.infer<typeof DeadLetterRow>;
export const DeadLetterPage = pageOf(DeadLetterRow);
