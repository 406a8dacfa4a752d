import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** One occurrence of a plan dragged to another day on the calendar: only that day moves; the cycle stays. */
@Entity('maintenance_plan_move')
@Index(['plan_id', 'from_date'], { unique: true })
export class PlanMove extends TenantEntity {
  @Column({ type: 'int' }) plan_id!: number;
  /** The day the cycle gave (after the holiday rule). */
  @Column({ type: 'varchar', length: 10 }) from_date!: string;
  @Column({ type: 'varchar', length: 10 }) to_date!: string;
}
