import type { MeterType, ObjectScope } from '@gengyun/core';
import type { RollupGrain } from './reading.entity';

export type SqlDialect = 'sqlite' | 'mysql';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface NewReading {
  meterId: number;
  enterpriseId: number;
  meterCode: string;
  meterType: MeterType;
  ts: number;
  values: Record<string, number>;
  /** The meter's place in the data dimensions (who may see its readings). */
  scope: ObjectScope;
}

export interface RollupRow {
  meter_id: number;
  grain: RollupGrain;
  quantity: string;
  bucket: number;
  min_v: number;
  max_v: number;
  sum_v: number;
  cnt: number;
  last_v: number;
  last_ts: number;
}

export interface LatestRow {
  meter_id: number;
  quantity: string;
  enterprise_id: number;
  value: number;
  ts: number;
}

/** Offset of a time zone from UTC at an instant, in ms (cached per hour: offsets change on the hour at most). */
export class ZoneOffsets {
  private readonly cache = new Map<number, number>();
  private readonly format: Intl.DateTimeFormat;

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  }

  at(ts: number): number {
    const hour = Math.floor(ts / HOUR);
    let offset = this.cache.get(hour);
    if (offset === undefined) {
      const p = Object.fromEntries(this.format.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, Number(x.value)]));
      offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR;
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(hour, offset);
    }
    return offset;
  }
}

/** Start of the size-long span (a minute, an hour) holding ts. */
export const floorTo = (ts: number, size: number): number => ts - (((ts % size) + size) % size);

/** Start of the minute, hour (UTC) or day (in the platform's time zone) holding ts. */
export function bucketOf(grain: RollupGrain, ts: number, zone: ZoneOffsets): number {
  if (grain === 'm') return floorTo(ts, MINUTE);
  if (grain === 'h') return floorTo(ts, HOUR);
  const offset = zone.at(ts);
  return Math.floor((ts + offset) / DAY) * DAY - offset;
}

export const BUCKET_MS: Record<RollupGrain, number> = { m: MINUTE, h: HOUR, d: DAY };
const GRAINS: readonly RollupGrain[] = ['m', 'h', 'd'];

/** Aggregates of a batch of new readings per meter, grain, quantity and bucket (ingest writes minutes only). */
export function rollupRows(readings: NewReading[], zone: ZoneOffsets, grains: readonly RollupGrain[] = GRAINS): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  for (const r of readings) {
    const values = Object.entries(r.values);
    for (const grain of grains) {
      const bucket = bucketOf(grain, r.ts, zone);
      const prefix = `${r.meterId}|${grain}|${bucket}|`;
      for (const [quantity, value] of values) {
        const key = prefix + quantity;
        const row = rows.get(key);
        if (!row) {
          rows.set(key, { meter_id: r.meterId, grain, quantity, bucket, min_v: value, max_v: value, sum_v: value, cnt: 1, last_v: value, last_ts: r.ts });
          continue;
        }
        row.min_v = Math.min(row.min_v, value);
        row.max_v = Math.max(row.max_v, value);
        row.sum_v += value;
        row.cnt++;
        if (r.ts >= row.last_ts) {
          row.last_v = value;
          row.last_ts = r.ts;
        }
      }
    }
  }
  return [...rows.values()];
}

/** Roll-up rows combined into coarser buckets: min of mins, max of maxes, sums of sums and counts, the newest last. */
export function combineRollups(rows: RollupRow[], grain: RollupGrain, zone: ZoneOffsets): RollupRow[] {
  const out = new Map<string, RollupRow>();
  for (const r of rows) {
    const bucket = bucketOf(grain, r.bucket, zone);
    const key = `${r.meter_id}|${r.quantity}|${bucket}`;
    const row = out.get(key);
    if (!row) {
      out.set(key, { ...r, grain, bucket });
      continue;
    }
    row.min_v = Math.min(row.min_v, r.min_v);
    row.max_v = Math.max(row.max_v, r.max_v);
    row.sum_v += r.sum_v;
    row.cnt += r.cnt;
    if (r.last_ts >= row.last_ts) {
      row.last_v = r.last_v;
      row.last_ts = r.last_ts;
    }
  }
  return [...out.values()];
}

export interface HourMark {
  meter_id: number;
  hour: number;
  marks: number;
}

/** The (meter, UTC hour) pairs a batch's readings fall in, in key order: the hours whose roll-ups must be derived. */
export function hourMarks(readings: NewReading[]): HourMark[] {
  const out = new Map<string, HourMark>();
  for (const r of readings) {
    const hour = floorTo(r.ts, HOUR);
    out.set(`${r.meterId}|${hour}`, { meter_id: r.meterId, hour, marks: 1 });
  }
  return [...out.values()].sort((a, b) => a.meter_id - b.meter_id || a.hour - b.hour);
}

/** A meter's time span [from, to). */
export interface MeterSpan {
  meterId: number;
  from: number;
  to: number;
}

/**
 * The days (in the zone) holding marked hours, as what they are made of: their whole hours, and the minutes of an
 * hour they share with the day before or after (a zone whose offset is not a whole number of hours).
 */
export function daysOfHours(marks: HourMark[], zone: ZoneOffsets): { whole: MeterSpan[]; partial: MeterSpan[] } {
  const days = new Map<string, MeterSpan>();
  for (const k of marks) {
    for (const ts of [k.hour, k.hour + HOUR - 1]) {
      const from = bucketOf('d', ts, zone);
      // Three hours past a day's 24 is inside the next day even on a 23- or 25-hour day (a daylight-saving change).
      days.set(`${k.meter_id}|${from}`, { meterId: k.meter_id, from, to: bucketOf('d', from + DAY + 3 * HOUR, zone) });
    }
  }
  const whole: MeterSpan[] = [];
  const partial: MeterSpan[] = [];
  for (const d of days.values()) {
    const first = Math.ceil(d.from / HOUR) * HOUR;
    const last = floorTo(d.to, HOUR);
    whole.push({ meterId: d.meterId, from: first, to: last });
    if (first > d.from) partial.push({ meterId: d.meterId, from: d.from, to: first });
    if (last < d.to) partial.push({ meterId: d.meterId, from: last, to: d.to });
  }
  return { whole, partial };
}

/** The newest value per meter and quantity in a batch. */
export function latestRows(readings: NewReading[]): LatestRow[] {
  const rows = new Map<string, LatestRow>();
  for (const r of readings) {
    for (const [quantity, value] of Object.entries(r.values)) {
      const key = `${r.meterId}|${quantity}`;
      const row = rows.get(key);
      if (!row || r.ts >= row.ts) rows.set(key, { meter_id: r.meterId, quantity, enterprise_id: r.enterpriseId, value, ts: r.ts });
    }
  }
  return [...rows.values()];
}

const ROLLUP_COLUMNS = ['meter_id', 'grain', 'quantity', 'bucket', 'min_v', 'max_v', 'sum_v', 'cnt', 'last_v', 'last_ts'] as const;
const LATEST_COLUMNS = ['meter_id', 'quantity', 'enterprise_id', 'value', 'ts'] as const;

export interface Statement {
  sql: string;
  params: unknown[];
}

function insertValues<R>(table: string, columns: readonly (keyof R & string)[], rows: R[]): Statement {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  // One array filled in place: a batch's statements hold thousands of parameters.
  const params: unknown[] = new Array(rows.length * columns.length);
  let k = 0;
  for (const row of rows) for (const c of columns) params[k++] = row[c];
  return { sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${new Array<string>(rows.length).fill(tuple).join(', ')}`, params };
}

/** Merges batch aggregates into meter_rollup (min/max/sum/count combine; last keeps the newest). */
export function upsertRollups(dialect: SqlDialect, rows: RollupRow[]): Statement {
  const base = insertValues<RollupRow>('meter_rollup', ROLLUP_COLUMNS, rows);
  const tail =
    dialect === 'mysql'
      ? // MySQL evaluates the assignments left to right: last_v before last_ts changes.
        ` ON DUPLICATE KEY UPDATE min_v = LEAST(min_v, VALUES(min_v)), max_v = GREATEST(max_v, VALUES(max_v)),` +
        ` sum_v = sum_v + VALUES(sum_v), cnt = cnt + VALUES(cnt),` +
        ` last_v = IF(VALUES(last_ts) >= last_ts, VALUES(last_v), last_v), last_ts = GREATEST(last_ts, VALUES(last_ts))`
      : ` ON CONFLICT (meter_id, grain, quantity, bucket) DO UPDATE SET min_v = MIN(min_v, excluded.min_v),` +
        ` max_v = MAX(max_v, excluded.max_v), sum_v = sum_v + excluded.sum_v, cnt = cnt + excluded.cnt,` +
        ` last_v = CASE WHEN excluded.last_ts >= last_ts THEN excluded.last_v ELSE last_v END, last_ts = MAX(last_ts, excluded.last_ts)`;
  return { sql: base.sql + tail, params: base.params };
}

/** Writes derived roll-ups over what was there: a derivation recomputes its buckets whole from finer rows. */
export function replaceRollups(dialect: SqlDialect, rows: RollupRow[]): Statement {
  const base = insertValues<RollupRow>('meter_rollup', ROLLUP_COLUMNS, rows);
  const set = ROLLUP_COLUMNS.slice(4);
  const tail =
    dialect === 'mysql'
      ? ` ON DUPLICATE KEY UPDATE ${set.map((c) => `${c} = VALUES(${c})`).join(', ')}`
      : ` ON CONFLICT (meter_id, grain, quantity, bucket) DO UPDATE SET ${set.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  return { sql: base.sql + tail, params: base.params };
}

/** Marks hours for derivation; a mark already there counts one more, so a derivation that read it leaves it. */
export function markHours(dialect: SqlDialect, rows: HourMark[]): Statement {
  const base = insertValues<HourMark>('meter_rollup_dirty', ['meter_id', 'hour', 'marks'], rows);
  const tail = dialect === 'mysql' ? ' ON DUPLICATE KEY UPDATE marks = marks + 1' : ' ON CONFLICT (meter_id, hour) DO UPDATE SET marks = marks + 1';
  return { sql: base.sql + tail, params: base.params };
}

/** Keeps the newest value per meter and quantity in meter_latest. */
export function upsertLatest(dialect: SqlDialect, rows: LatestRow[]): Statement {
  const base = insertValues<LatestRow>('meter_latest', LATEST_COLUMNS, rows);
  const tail =
    dialect === 'mysql'
      ? ` ON DUPLICATE KEY UPDATE value = IF(VALUES(ts) >= ts, VALUES(value), value), ts = GREATEST(ts, VALUES(ts))`
      : ` ON CONFLICT (meter_id, quantity) DO UPDATE SET value = CASE WHEN excluded.ts >= ts THEN excluded.value ELSE value END, ts = MAX(ts, excluded.ts)`;
  return { sql: base.sql + tail, params: base.params };
}

/** Splits rows into chunks small enough for the drivers' parameter limits. */
export function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
