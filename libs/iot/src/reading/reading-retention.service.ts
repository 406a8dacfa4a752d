import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, LessThan, type DataSource } from 'typeorm';
import { DeadLetter } from '../dead-letter/dead-letter.entity';

const DAY = 86_400_000;
/** Daily partitions prepared ahead of today. */
const DAYS_AHEAD = 7;
/** SQLite deletes in chunks of this many rows, at most MAX_CHUNKS per sweep (the rest waits for the next day). */
const CHUNK = 5000;
const MAX_CHUNKS = 400;

export class RetentionOptions {
  /** Raw readings kept this many days; roll-ups are kept. */
  rawDays = 90;
  deadLetterDays = 30;
}

const partitionName = (dayStart: number): string => `p${new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * Raw retention (ARCHITECTURE §4). MySQL/MariaDB: meter_reading is RANGE-partitioned by UTC day on ts, so expired
 * days are dropped as whole partitions and the coming days are split off `p_future`. SQLite: a bounded delete.
 */
@Injectable()
export class ReadingRetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly options: RetentionOptions,
  ) {}

  async sweep(now = Date.now()): Promise<{ dropped: string[]; deleted: number }> {
    const cutoff = Math.floor((now - this.options.rawDays * DAY) / DAY) * DAY;
    const partitions = this.isSqlite() ? [] : await this.partitions();
    const result = partitions.length ? await this.rotatePartitions(partitions, cutoff, now) : { dropped: [], deleted: await this.deleteBefore(cutoff) };
    await this.expireDeadLetters(new Date(now - this.options.deadLetterDays * DAY));
    if (result.dropped.length || result.deleted) this.logger.log(`raw readings before ${new Date(cutoff).toISOString()}: dropped ${result.dropped.join(', ') || 'no partitions'}, deleted ${result.deleted} rows`);
    return result;
  }

  private async partitions(): Promise<Array<{ name: string; bound: number | null }>> {
    const rows: Array<{ name: string; bound: string }> = await this.db.query(
      `SELECT PARTITION_NAME AS name, PARTITION_DESCRIPTION AS bound FROM information_schema.PARTITIONS
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'meter_reading' AND PARTITION_NAME IS NOT NULL ORDER BY PARTITION_ORDINAL_POSITION`,
    );
    return rows.map((r) => ({ name: r.name, bound: /^\d+$/.test(String(r.bound)) ? Number(r.bound) : null }));
  }

  private async rotatePartitions(partitions: Array<{ name: string; bound: number | null }>, cutoff: number, now: number): Promise<{ dropped: string[]; deleted: number }> {
    const highest = Math.max(...partitions.map((p) => p.bound ?? 0));
    const today = Math.floor(now / DAY) * DAY;
    const add: string[] = [];
    for (let day = Math.max(highest, today); day < today + (DAYS_AHEAD + 1) * DAY; day += DAY) {
      add.push(`PARTITION ${partitionName(day)} VALUES LESS THAN (${day + DAY})`);
    }
    if (add.length && partitions.some((p) => p.name === 'p_future')) {
      await this.db.query(`ALTER TABLE meter_reading REORGANIZE PARTITION p_future INTO (${add.join(', ')}, PARTITION p_future VALUES LESS THAN MAXVALUE)`);
    }
    const dropped = partitions.filter((p) => p.bound !== null && p.bound <= cutoff).map((p) => p.name);
    if (dropped.length) await this.db.query(`ALTER TABLE meter_reading DROP PARTITION ${dropped.join(', ')}`);
    return { dropped, deleted: 0 };
  }

  private async deleteBefore(cutoff: number): Promise<number> {
    const sql =
      this.isSqlite()
        ? `DELETE FROM meter_reading WHERE rowid IN (SELECT rowid FROM meter_reading WHERE ts < ? LIMIT ${CHUNK})`
        : `DELETE FROM meter_reading WHERE ts < ? LIMIT ${CHUNK}`;
    const runner = this.db.createQueryRunner();
    let deleted = 0;
    try {
      for (let i = 0; i < MAX_CHUNKS; i++) {
        const n = (await runner.query(sql, [cutoff], true)).affected ?? 0;
        deleted += n;
        if (n < CHUNK) break;
      }
    } finally {
      await runner.release();
    }
    return deleted;
  }

  private isSqlite(): boolean {
    return this.db.options.type === 'better-sqlite3' || this.db.options.type === 'sqlite';
  }

  private async expireDeadLetters(before: Date): Promise<void> {
    const repo = this.db.getRepository(DeadLetter);
    for (let i = 0; i < MAX_CHUNKS; i++) {
      const ids = (await repo.find({ select: { id: true }, where: { create_time: LessThan(before) }, take: CHUNK })).map((d) => d.id);
      if (!ids.length) break;
      await repo.delete({ id: In(ids) });
    }
  }
}
