import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { ObjectScope } from '@gengyun/core';
import { DeadLetter, type DeadLetterReason } from '../dead-letter/dead-letter.entity';
import { Meter, meterScope } from '../meter/meter.entity';
import { chunks, hourMarks, latestRows, markHours, rollupRows, upsertLatest, upsertRollups, type NewReading, type SqlDialect, type ZoneOffsets } from './rollup-sql';
import { RollupSettings } from './rollup-settings';

export type IngestItem =
  | { kind: 'reading'; reading: NewReading }
  | { kind: 'dead'; enterpriseId: number | null; meterId: number | null; topic: string; reason: DeadLetterReason; detail: string; payload: Buffer };

export interface WriteOutcome {
  /** Readings stored by this batch (redelivered duplicates excluded), in arrival order. */
  stored: NewReading[];
  duplicates: number;
  /** Meters that were offline or never seen and reported now. */
  cameOnline: Array<{ id: number; enterpriseId: number; scope: ObjectScope }>;
}

const PAYLOAD_KEEP = 2000;
const MINUTES = ['m'] as const;

/**
 * Writes one ingest batch in one transaction: raw readings (INSERT … IGNORE on (meter_id, ts)), the latest values,
 * the minute roll-ups (upserts) with a mark on each (meter, hour) they touched — hours and days are derived from the
 * minutes later, in one pass per sweep rather than per batch —, the meters' last_seen, and the dead letters. Roll-ups
 * count only readings that were not already stored, so a redelivered batch changes nothing.
 *
 * What counts as stored is what the insert itself reports (INSERT … IGNORE … RETURNING answers the rows it stored,
 * on SQLite and MariaDB alike): a redelivered reading is ignored, and when two workers get the same (meter, ts) at
 * once (a redelivery to the other member of the shared subscription) the second waits for the first's row lock and
 * then ignores it. Roll-ups therefore count exactly the rows this transaction inserted, with no duplicate check
 * beforehand. A deadlock or a stale SQLite snapshot runs the batch again.
 */
@Injectable()
export class ReadingWriter {
  private readonly dialect: SqlDialect;
  private readonly zone: ZoneOffsets;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    settings: RollupSettings,
  ) {
    ({ dialect: this.dialect, zone: this.zone } = settings);
  }

  async write(items: IngestItem[], now = new Date()): Promise<WriteOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeOnce(items, now);
      } catch (error) {
        if (attempt >= RETRY_ATTEMPTS || !transientConflict(error)) throw error;
      }
    }
  }

  private writeOnce(items: IngestItem[], now: Date): Promise<WriteOutcome> {
    const readings = unique(items.flatMap((i) => (i.kind === 'reading' ? [i.reading] : [])));
    const dead = items.flatMap((i) => (i.kind === 'dead' ? [i] : []));
    return this.db.transaction(async (m) => {
      // Key order, so two workers inserting overlapping batches lock rows in the same order.
      const toInsert = [...readings].sort((a, b) => a.meterId - b.meterId || a.ts - b.ts);
      const inserted = new Set<string>();
      for (const part of chunks(toInsert, 300)) for (const key of await this.insertReadings(m, part)) inserted.add(key);
      const stored = readings.filter((r) => inserted.has(`${r.meterId}|${r.ts}`));
      // Rows in key order: concurrent workers then lock shared rows in the same order (fewer deadlocks).
      for (const part of chunks(latestRows(stored).sort(byKey('meter_id', 'quantity')), 300)) await run(m, upsertLatest(this.dialect, part));
      for (const part of chunks(rollupRows(stored, this.zone, MINUTES).sort(byKey('meter_id', 'quantity', 'bucket')), 150)) await run(m, upsertRollups(this.dialect, part));
      for (const part of chunks(hourMarks(stored), 300)) await run(m, markHours(this.dialect, part));
      const cameOnline = await this.touchMeters(m, readings, now);
      for (const part of chunks(dead, 200)) {
        await m.insert(
          DeadLetter,
          part.map((d) => ({
            enterprise_id: d.enterpriseId,
            meter_id: d.meterId,
            topic: d.topic.slice(0, 200),
            reason: d.reason,
            detail: d.detail.slice(0, 500),
            payload: d.payload.subarray(0, PAYLOAD_KEEP * 4).toString('utf8').slice(0, PAYLOAD_KEEP),
            payload_size: d.payload.length,
            create_time: now,
          })),
        );
      }
      return { stored, duplicates: items.length - dead.length - stored.length, cameOnline };
    });
  }

  /** INSERT … IGNORE of raw readings; answers the (meter_id, ts) keys of the rows it stored (RETURNING gives those only). */
  private async insertReadings(m: EntityManager, part: NewReading[]): Promise<string[]> {
    const verb = this.dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    const sql = `${verb} INTO meter_reading (meter_id, ts, vals) VALUES ${part.map(() => '(?, ?, ?)').join(', ')} RETURNING meter_id, ts`;
    const rows: Array<{ meter_id: number | string; ts: number | string }> = await m.query(sql, part.flatMap((r) => [r.meterId, r.ts, JSON.stringify(r.values)]));
    return rows.map((row) => `${row.meter_id}|${Number(row.ts)}`);
  }

  /** Marks the meters seen now; returns those that were not online. */
  private async touchMeters(m: EntityManager, readings: NewReading[], now: Date): Promise<WriteOutcome['cameOnline']> {
    const ids = [...new Set(readings.map((r) => r.meterId))].sort((a, b) => a - b);
    if (!ids.length) return [];
    const meters = await m.find(Meter, { where: { id: In(ids) }, select: { id: true, enterprise_id: true, status: true, location_id: true, equipment_type_id: true } });
    await m.createQueryBuilder().update(Meter).set({ last_seen: now, status: 'online' }).whereInIds(ids).execute();
    return meters.filter((row) => row.status !== 'online').map((row) => ({ id: row.id, enterpriseId: row.enterprise_id, scope: meterScope(row) }));
  }
}

/** Runs of one batch when it keeps meeting deadlocks with other workers (each means another worker committed). */
const RETRY_ATTEMPTS = 5;

/** A deadlock (MariaDB) or a stale snapshot (SQLite): the transaction can simply run again. */
export function transientConflict(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/** The first reading per (meter, ts) of a batch. */
function unique(readings: NewReading[]): NewReading[] {
  const seen = new Set<string>();
  return readings.filter((r) => {
    const key = `${r.meterId}|${r.ts}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function byKey<T>(...keys: Array<keyof T>): (a: T, b: T) => number {
  return (a, b) => {
    for (const k of keys) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
    return 0;
  };
}

async function run(m: EntityManager, statement: { sql: string; params: unknown[] }): Promise<void> {
  await m.query(statement.sql, statement.params);
}
