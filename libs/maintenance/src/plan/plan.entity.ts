import { Column, Entity, Index } from 'typeorm';
import type { HolidayRule, PlanCoverage, TriggerMode } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * A maintenance plan (issue 14 item 2). `location_id` and `equipment_type_id` place it in the data scopes: for a type
 * plan its location subtree and type; for chosen equipment the nearest location above all of it, and the type they
 * share (none when they differ).
 */
@Entity('maintenance_plan')
@Index(['enterprise_id', 'enabled'])
@Index(['enterprise_id', 'location_id'])
export class MaintenancePlan extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) coverage!: PlanCoverage;
  /** JSON array of ids: the chosen pieces (coverage `equipment`). */
  @Column({ type: 'text', nullable: true }) equipment_ids!: string | null;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_model_id!: number | null;
  @Column({ type: 'int' }) task_template_id!: number;
  @Column({ type: 'int' }) work_order_type_id!: number;
  @Column({ type: 'int' }) priority!: number;
  @Column({ type: 'int' }) person_in_charge_id!: number;
  /** JSON array of user ids. */
  @Column({ type: 'varchar', length: 1000, nullable: true }) handler_ids!: string | null;
  @Column({ type: 'int', nullable: true }) pool_id!: number | null;
  @Column({ type: 'int' }) duration_hours!: number;
  @Column({ type: 'int' }) lead_days!: number;
  @Column({ type: 'varchar', length: 10 }) start_date!: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date!: string | null;
  @Column({ type: 'varchar', length: 5 }) due_time!: string;
  /** JSON array of triggers (contracts `PlanTrigger`). */
  @Column({ type: 'text' }) triggers!: string;
  @Column({ type: 'varchar', length: 10 }) trigger_mode!: TriggerMode;
  @Column({ type: 'varchar', length: 10 }) holiday_rule!: HolidayRule;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'varchar', length: 10, nullable: true }) last_completed!: string | null;
  /** Due days up to this one have been generated (the next run starts after it). */
  @Column({ type: 'varchar', length: 10, nullable: true }) generated_through!: string | null;
  @Column({ type: 'int' }) version!: number;
}
