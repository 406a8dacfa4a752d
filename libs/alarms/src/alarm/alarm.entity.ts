import { Column, Entity, Index } from 'typeorm';
import { epochMs, TenantEntity, type ObjectScope } from '@gengyun/core';
import type { AlarmCondition } from '../engine/alarm-evaluator';
import type { AlarmStatus } from './alarm-state';

/**
 * One alarm of a rule on a meter. The unique key (rule_id, meter_id, open_key) admits one open alarm per rule
 * and meter: open_key is 0 while raised or acknowledged, the alarm's own id once cleared (alarm-state.ts).
 */
@Entity('alarm')
@Index(['rule_id', 'meter_id', 'open_key'], { unique: true })
@Index(['enterprise_id', 'status'])
@Index(['enterprise_id', 'raise_time'])
export class Alarm extends TenantEntity {
  @Column({ type: 'int' }) rule_id!: number;
  @Column({ type: 'varchar', length: 100 }) rule_name!: string;
  @Column({ type: 'int' }) meter_id!: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) meter_code!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) meter_type!: string | null;
  /** The meter's location and equipment type, which decide who may see the alarm (they follow the meter). */
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) quantity!: string | null;
  @Column({ type: 'varchar', length: 20 }) condition!: AlarmCondition;
  @Column({ type: 'double', nullable: true }) threshold!: number | null;
  @Column({ type: 'int' }) severity!: number;
  @Column({ type: 'varchar', length: 20 }) status!: AlarmStatus;
  @Column({ type: 'int' }) open_key!: number;
  /** Raises coalesced into this alarm while it was open. */
  @Column({ type: 'int' }) count!: number;
  /** The values that raised and last re-triggered it; null on a no-data alarm (there is no value). */
  @Column({ type: 'double', nullable: true }) first_value!: number | null;
  @Column({ type: 'double', nullable: true }) last_value!: number | null;
  @Column({ type: 'datetime' }) raise_time!: Date;
  @Column({ type: 'datetime' }) last_time!: Date;
  @Column({ type: 'int', nullable: true }) ack_user_id!: number | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) ack_user_name!: string | null;
  @Column({ type: 'datetime', nullable: true }) ack_time!: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) ack_note!: string | null;
  @Column({ type: 'datetime', nullable: true }) clear_time!: Date | null;
  /** 'auto' when the condition went, 'manual' when cleared by hand. */
  @Column({ type: 'varchar', length: 10, nullable: true }) clear_mode!: 'auto' | 'manual' | null;
  @Column({ type: 'int', nullable: true }) clear_user_id!: number | null;
  /** The operator's note when clearing by hand. */
  @Column({ type: 'varchar', length: 500, nullable: true }) clear_note!: string | null;
  @Column({ type: 'datetime', nullable: true }) close_time!: Date | null;
  @Column({ type: 'int', nullable: true }) close_user_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) close_note!: string | null;
  /** The last escalation step scheduled (0 = none yet). */
  @Column({ type: 'int' }) escalation_step!: number;
  /** Epoch ms the escalation steps are due from (step n at this + the intervals before n); null on alarms raised before it existed. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs }) escalation_start!: number | null;
  /** A repair work order opened from this alarm (work-order area; see AlarmService.linkWorkOrder). */
  @Column({ type: 'int', nullable: true }) work_order_id!: number | null;
}

/** Who may see an alarm: those who may see its meter. */
export const alarmScope = (a: Pick<Alarm, 'location_id' | 'equipment_type_id'>): ObjectScope => ({ location: a.location_id, equipment_type: a.equipment_type_id });

/** The columns `scoped()` filters alarms (and rules) by. */
export const ALARM_SCOPE = { location: 'location_id', equipment_type: 'equipment_type_id' } as const;
