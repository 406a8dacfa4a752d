import { Column, Entity, Index } from 'typeorm';
import { INTERVAL_UNITS, type IntervalUnit, type MeterType } from '@gengyun/contracts';
import { epochMs, TenantEntity } from '@gengyun/core';
import type { AlarmCondition, RateUnit } from '../engine/alarm-evaluator';

export { INTERVAL_UNITS, type IntervalUnit };

/**
 * An alarm rule: for one meter (`meter_id`) or every meter of a type (`meter_type`), on one quantity.
 * Escalation fields left empty fall back to the enterprise's message configuration.
 */
@Entity('alarm_rule')
@Index(['enterprise_id', 'meter_id'])
@Index(['enterprise_id', 'meter_type'])
export class AlarmRule extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int', nullable: true }) meter_id!: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) meter_type!: MeterType | null;
  /**
   * A one-meter rule's meter's location and equipment type (who may see and edit the rule); null for a rule on every
   * meter of a type, which only users unrestricted in those dimensions see.
   */
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  /** The reading value it watches (`values[quantity]`); not used by noData rules. */
  @Column({ type: 'varchar', length: 50, nullable: true }) quantity!: string | null;
  @Column({ type: 'varchar', length: 20 }) condition!: AlarmCondition;
  @Column({ type: 'double', nullable: true }) threshold!: number | null;
  @Column({ type: 'double' }) deadband!: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) rate_unit!: RateUnit | null;
  /** "For N seconds": the breach must last this long (0 = at once). */
  @Column({ type: 'int' }) duration_seconds!: number;
  /** "N times in a row" (1 = the first breaching reading). */
  @Column({ type: 'int' }) repeat_count!: number;
  @Column({ type: 'int', nullable: true }) no_data_seconds!: number | null;
  /** 1 (lowest) to 5 (highest). */
  @Column({ type: 'int' }) severity!: number;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  /** Epoch ms the rule was last enabled (added enabled, or switched on); a meter that never reported is judged from then. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs }) enabled_at!: number | null;
  @Column({ type: 'boolean', width: 1, default: true }) notify_sms!: boolean;
  @Column({ type: 'boolean', width: 1, default: false }) notify_mail!: boolean;
  /** Comma-separated ids; empty uses the enterprise default recipients. */
  @Column({ type: 'varchar', length: 1000, nullable: true }) notify_user_ids!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) notify_role_ids!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) notify_phones!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) notify_mails!: string | null;
  /** JSON array of four intervals between the 1st…4th sends, the last repeating; null = enterprise default. */
  @Column({ type: 'varchar', length: 200, nullable: true }) sms_intervals!: string | null;
  @Column({ type: 'varchar', length: 10 }) interval_unit!: IntervalUnit;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  /** "Open a work order": raising an alarm of the rule opens one repair order (the work-orders area does it; see its alarm-bridge). */
  @Column({ type: 'boolean', width: 1, default: false }) open_work_order!: boolean;
  @Column({ type: 'int', nullable: true }) work_order_type_id!: number | null;
  @Column({ type: 'int', nullable: true }) work_order_priority!: number | null;
  @Column({ type: 'int', nullable: true }) work_order_person_id!: number | null;
}
