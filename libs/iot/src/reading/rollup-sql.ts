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

/** Start of the minute, hour (UTC) or day (in the platform's time zone) holding ts. */
export function bucketOf(grain: RollupGrain, ts: number, zone: ZoneOffsets): number {
  if (grain === 'm') return ts - (((ts % MINUTE) + MINUTE) % MINUTE);
  if (grain === 'h') return ts - (((ts % HOUR) + HOUR) % HOUR);
  const offset = zone.at(ts);
  return Math.floor((ts + offset) / DAY) * DAY - offset;
}

export const BUCKET_MS: Record<RollupGrain, number> = { m: MINUTE, h: HOUR, d: DAY };
const GRAINS = ['m', 'h', 'd'] as const;

/** Aggregates of a batch of new readings per meter, grain, quantity and bucket. */
export function rollupRows(readings: NewReading[], zone: ZoneOffsets): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  for (const r of readings) {
    const values = Object.entries(r.values);
    for (const grain of GRAINS) {
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
