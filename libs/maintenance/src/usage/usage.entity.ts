import { Column, Entity, Index } from 'typeorm';
import type { UsageCounter as CounterName, UsageSource } from '@gengyun/contracts';
import { epochMs, TenantEntity } from '@gengyun/core';

/**
 * A piece of equipment's usage counter as maintenance keeps it: its value, and how far the meter's readings have been
 * taken in (`synced_ts`, the last reading's time, and whether the equipment was running then). Meter readings add to
 * the value; a reading entered by hand sets it.
 */
@Entity('maintenance_usage_counter')
@Index(['equipment_id', 'counter'], { unique: true })
export class UsageCounterRow extends TenantEntity {
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'varchar', length: 20 }) counter!: CounterName;
  @Column({ type: 'double' }) value!: number;
  /** The meter whose readings were taken in last (a different meter starts over from its own readings). */
  @Column({ type: 'int', nullable: true }) meter_id!: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: epochMs }) synced_ts!: number | null;
  /** The last reading taken in: the running state (run hours, starts) or the meter's own counter (kWh, flow). */
  @Column({ type: 'double', nullable: true }) last_raw!: number | null;
}

/** A counter reading: entered by hand (who and when), or the meter-derived counter at the end of a day (the forecast's basis). */
@Entity('maintenance_usage_reading')
@Index(['equipment_id', 'counter', 'read_day'])
export class UsageReading extends TenantEntity {
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'varchar', length: 20 }) counter!: CounterName;
  @Column({ type: 'double' }) value!: number;
  @Column({ type: 'varchar', length: 10 }) source!: UsageSource;
  @Column({ type: 'varchar', length: 10 }) read_day!: string;
  @Column({ type: 'datetime' }) read_time!: Date;
}

/**
 * Where a plan's usage step stands for one piece of equipment: the counter when its last order was completed (or when
 * the plan first read it), and the due day of the order made on it that is still open (the next waits for it).
 */
@Entity('maintenance_usage_base')
@Index(['plan_id', 'equipment_id', 'counter'], { unique: true })
export class UsageBase extends TenantEntity {
  @Column({ type: 'int' }) plan_id!: number;
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'varchar', length: 20 }) counter!: CounterName;
  @Column({ type: 'double' }) base!: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) open_due!: string | null;
}
