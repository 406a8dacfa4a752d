import { Column, Entity, Index } from 'typeorm';
import type { MeterStatus } from '@gengyun/contracts';
import { TenantEntity, type MeterType, type ObjectScope } from '@gengyun/core';

export type { MeterStatus };

/**
 * A meter (IoT device) of the registry. Its device logs in with the credential issued on creation and publishes
 * to `{topic}/up`; type and code are fixed once created because the device is provisioned with that topic.
 */
@Entity('meter')
@Index(['enterprise_id', 'meter_code'], { unique: true })
export class Meter extends TenantEntity {
  @Column({ type: 'varchar', length: 64 }) meter_code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) meter_type!: MeterType;
  /** `gy/{enterpriseCode}/{meterType}/{meterCode}`: how ingest finds the meter of an uplink. */
  @Index({ unique: true }) @Column({ type: 'varchar', length: 200 }) topic!: string;
  @Column({ type: 'int', nullable: true }) equipment_id!: number | null;
  /** The equipment's type, kept with the meter for data permissions (equipment type dimension). */
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  /** Its equipment's location when it has equipment, otherwise where it was placed. */
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) customer_id!: number | null;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'int', default: 300 }) offline_after_seconds!: number;
  @Column({ type: 'datetime', nullable: true }) last_seen!: Date | null;
  @Column({ type: 'varchar', length: 10, default: 'never' }) status!: MeterStatus;
  /** The device credential in use (older ones are disabled when rotated). */
  @Column({ type: 'int', nullable: true }) credential_id!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}

/** Who may see a meter and what it reports: by its location and its equipment's type (data permissions). */
export const meterScope = (meter: Pick<Meter, 'location_id' | 'equipment_type_id'>): ObjectScope => ({
  location: meter.location_id,
  equipment_type: meter.equipment_type_id,
});

/** The columns `scoped()` filters meters by. */
export const METER_SCOPE = { location: 'location_id', equipment_type: 'equipment_type_id' } as const;
