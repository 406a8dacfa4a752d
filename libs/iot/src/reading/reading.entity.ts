import { Column, Entity, PrimaryColumn } from 'typeorm';
import { epochMs } from '@gengyun/core';

/**
 * Raw readings: one row per meter and time, all quantities of the uplink in `vals` (JSON object). The key
 * (meter_id, ts) makes a redelivered uplink an ignored duplicate. On MySQL/MariaDB the table is RANGE-partitioned
 * by day on ts so retention drops partitions.
 */
@Entity('meter_reading')
export class MeterReading {
  @PrimaryColumn({ type: 'int' }) meter_id!: number;
  /** Epoch milliseconds (UTC). */
  @PrimaryColumn({ type: 'bigint', transformer: epochMs }) ts!: number;
  @Column({ type: 'text' }) vals!: string;
}

/** A stored reading as ingest received it: its time and quantities. */
export const readingOf = (row: MeterReading): { ts: number; values: Record<string, number> } => ({ ts: row.ts, values: JSON.parse(row.vals) as Record<string, number> });

/** The latest value of each quantity of a meter. */
@Entity('meter_latest')
export class MeterLatest {
  @PrimaryColumn({ type: 'int' }) meter_id!: number;
  @PrimaryColumn({ type: 'varchar', length: 32 }) quantity!: string;
  @Column({ type: 'int' }) enterprise_id!: number;
  @Column({ type: 'double' }) value!: number;
  @Column({ type: 'bigint', transformer: epochMs }) ts!: number;
}

export type RollupGrain = 'm' | 'h' | 'd';

/**
 * Minute ('m'), hour ('h') and day ('d') aggregates per meter and quantity; bucket = bucket start, epoch ms. Ingest
 * writes minutes; hours and days are derived from them (RollupDeriver), so they trail the minutes by a sweep.
 */
@Entity('meter_rollup')
export class MeterRollup {
  @PrimaryColumn({ type: 'int' }) meter_id!: number;
  @PrimaryColumn({ type: 'varchar', length: 1 }) grain!: RollupGrain;
  @PrimaryColumn({ type: 'varchar', length: 32 }) quantity!: string;
  @PrimaryColumn({ type: 'bigint', transformer: epochMs }) bucket!: number;
  @Column({ type: 'double' }) min_v!: number;
  @Column({ type: 'double' }) max_v!: number;
  @Column({ type: 'double' }) sum_v!: number;
  @Column({ type: 'int' }) cnt!: number;
  @Column({ type: 'double' }) last_v!: number;
  @Column({ type: 'bigint', transformer: epochMs }) last_ts!: number;
}

/** A (meter, UTC hour) whose minute roll-ups changed since its hour and day roll-ups were last derived. */
@Entity('meter_rollup_dirty')
export class MeterRollupDirty {
  @PrimaryColumn({ type: 'int' }) meter_id!: number;
  @PrimaryColumn({ type: 'bigint', transformer: epochMs }) hour!: number;
  @Column({ type: 'int' }) marks!: number;
}
