import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { transientConflict } from './reading-writer';
import { BUCKET_MS, chunks, combineRollups, daysOfHours, replaceRollups, type HourMark, type MeterSpan, type RollupRow, type SqlDialect, type ZoneOffsets } from './rollup-sql';
import { RollupSettings } from './rollup-settings';

/** How often marked hours are derived: hour and day roll-ups trail the minutes by at most about this much. */
export const ROLLUP_DERIVE_MS = 30_000;
/** Marked hours per transaction: at most 60 minute rows per quantity each, so one round stays a few milliseconds. */
const HOURS_PER_ROUND = 25;


/**
 * Turns the hours ingest marked (meter_rollup_dirty) into hour and day roll-ups, recomputed whole from the minutes —
 * so a late reading, a redelivery or two derivations at once all end in the same rows. Each round reads its marks,
 * rewrites their hours and days and clears the marks it read in one transaction; a mark counted again meanwhile
 * (ingest wrote more minutes of that hour) stays for the next pass. A pass walks the marks once, in key order, so
 * hours marked again while it runs wait for the next sweep instead of keeping it busy.
 */
@Injectable()
export class RollupDeriver {
  private readonly dialect: SqlDialect;
  private readonly zone: ZoneOffsets;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    settings: RollupSettings,
  ) {
    ({ dialect: this.dialect, zone: this.zone } = settings);
  }

  /** One pass over the marked hours; answers how many it derived. */
  async deriveMarked(): Promise<number> {
    let derived = 0;
    let after: HourMark = { meter_id: -1, hour: 0, marks: 0 };
    for (;;) {
      const raw: Array<Record<keyof HourMark, string | number>> = await this.db.query(
        'SELECT meter_id, hour, marks FROM meter_rollup_dirty WHERE meter_id > ? OR (meter_id = ? AND hour > ?) ORDER BY meter_id, hour LIMIT ?',
        [after.meter_id, after.meter_id, after.hour, HOURS_PER_ROUND],
      );
      const marks = raw.map((r) => ({ meter_id: Number(r.meter_id), hour: Number(r.hour), marks: Number(r.marks) }));
      if (!marks.length) return derived;
      await this.withRetry(() => this.db.transaction((m) => this.deriveRound(m, marks)));
      derived += marks.length;
      after = marks[marks.length - 1];
      if (marks.length < HOURS_PER_ROUND) return derived;
      // Let ingest and requests in between rounds (on SQLite these run on the server's thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async deriveRound(m: EntityManager, marks: HourMark[]): Promise<void> {
    const minutes = await this.rows(m, 'm', marks.map((k) => ({ meterId: k.meter_id, from: k.hour, to: k.hour + BUCKET_MS.h })));
    const hours = combineRollups(minutes, 'h', this.zone);
    for (const part of chunks(hours, 150)) await m.query(...statement(replaceRollups(this.dialect, part)));

    const { whole, partial } = daysOfHours(marks, this.zone);
    const parts = [...(await this.rows(m, 'h', whole)), ...(partial.length ? await this.rows(m, 'm', partial) : [])];
    for (const part of chunks(combineRollups(parts, 'd', this.zone), 150)) await m.query(...statement(replaceRollups(this.dialect, part)));

    for (const part of chunks(marks, 100)) {
      await m.query(`DELETE FROM meter_rollup_dirty WHERE ${part.map(() => '(meter_id = ? AND hour = ? AND marks = ?)').join(' OR ')}`, part.flatMap((k) => [k.meter_id, k.hour, k.marks]));
    }
  }

  /** Roll-up rows of a grain within each meter's range [from, to). */
  private async rows(m: EntityManager, grain: 'm' | 'h', ranges: MeterSpan[]): Promise<RollupRow[]> {
    const out: RollupRow[] = [];
    for (const part of chunks(ranges, 50)) {
      const found: Array<Record<keyof RollupRow, string | number>> = await m.query(
        `SELECT meter_id, quantity, bucket, min_v, max_v, sum_v, cnt, last_v, last_ts FROM meter_rollup WHERE grain = ? AND (${part.map(() => '(meter_id = ? AND bucket >= ? AND bucket < ?)').join(' OR ')})`,
        [grain, ...part.flatMap((r) => [r.meterId, r.from, r.to])],
      );
      for (const r of found) {
        out.push({
          meter_id: Number(r.meter_id),
          grain,
          quantity: String(r.quantity),
          bucket: Number(r.bucket),
          min_v: Number(r.min_v),
          max_v: Number(r.max_v),
          sum_v: Number(r.sum_v),
          cnt: Number(r.cnt),
          last_v: Number(r.last_v),
          last_ts: Number(r.last_ts),
        });
      }
    }
    return out;
  }

  /** A deadlock with an ingest transaction (MariaDB) or a stale snapshot (SQLite) is simply run again. */
  private async withRetry(round: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await round();
      } catch (error) {
        if (attempt >= 3 || !transientConflict(error)) throw error;
      }
    }
  }
}

const statement = (s: { sql: string; params: unknown[] }): [string, unknown[]] => [s.sql, s.params];
