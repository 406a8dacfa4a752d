import { Column, Entity, Index } from 'typeorm';
import type { HolidayRule, TriggerMode } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A route plan: the maintenance plans' triggers and holiday rule, generating one patrol task per due day. */
@Entity('patrol_plan')
@Index(['enterprise_id', 'enabled'])
export class PatrolPlan extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int' }) route_id!: number;
  /** The route's place in the scopes, copied when saved. */
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int' }) person_in_charge_id!: number;
  @Column({ type: 'int', nullable: true }) assignee_id!: number | null;
  @Column({ type: 'int', nullable: true }) pool_id!: number | null;
  @Column({ type: 'int' }) work_order_type_id!: number;
  @Column({ type: 'varchar', length: 10 }) start_date!: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date!: string | null;
  @Column({ type: 'varchar', length: 5 }) due_time!: string;
  @Column({ type: 'int' }) duration_minutes!: number;
  /** JSON array of triggers (contracts `PlanTrigger`). */
  @Column({ type: 'text' }) triggers!: string;
  @Column({ type: 'varchar', length: 10 }) trigger_mode!: TriggerMode;
  @Column({ type: 'varchar', length: 10 }) holiday_rule!: HolidayRule;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  /** Due days up to this one have their tasks (the next run starts after it). */
  @Column({ type: 'varchar', length: 10, nullable: true }) generated_through!: string | null;
  @Column({ type: 'int' }) version!: number;
}
