import { Column, Entity, Index } from 'typeorm';
import type { PatrolCheckInMethod, PatrolPointStatus, PatrolTaskStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * A patrol task: one walk of a route plan's route on a due day. Its unique key (plan, due day) is what makes
 * generation idempotent: a second worker or a retried run cannot write the same task twice.
 */
@Entity('patrol_task')
@Index(['plan_id', 'due_date'], { unique: true })
@Index(['enterprise_id', 'due_date'])
@Index(['status', 'end_time'])
export class PatrolTask extends TenantEntity {
  @Column({ type: 'int' }) plan_id!: number;
  @Column({ type: 'int' }) route_id!: number;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 10 }) due_date!: string;
  @Column({ type: 'datetime' }) start_time!: Date;
  @Column({ type: 'datetime' }) end_time!: Date;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int' }) person_in_charge_id!: number;
  @Column({ type: 'int', nullable: true }) assignee_id!: number | null;
  @Column({ type: 'int', nullable: true }) pool_id!: number | null;
  @Column({ type: 'int' }) work_order_type_id!: number;
  @Column({ type: 'varchar', length: 20 }) status!: PatrolTaskStatus;
  @Column({ type: 'boolean', width: 1, default: false }) late!: boolean;
  /** Whether the person in charge was told of late points (once per task). */
  @Column({ type: 'boolean', width: 1, default: false }) late_notified!: boolean;
  @Column({ type: 'datetime', nullable: true }) completed_time!: Date | null;
  /** Where the inspector's phone last said it was while walking the task (between check-ins), and who, and when. */
  @Column({ type: 'int', nullable: true }) position_user_id!: number | null;
  @Column({ type: 'double', nullable: true }) position_latitude!: number | null;
  @Column({ type: 'double', nullable: true }) position_longitude!: number | null;
  @Column({ type: 'datetime', nullable: true }) position_time!: Date | null;
}

/** A point of a task, copied from the route when the task is made, with its check-in once visited. */
@Entity('patrol_task_point')
@Index(['task_id', 'point_id'], { unique: true })
@Index(['status', 'late_after'])
export class PatrolTaskPoint extends TenantEntity {
  @Column({ type: 'int' }) task_id!: number;
  @Column({ type: 'int' }) point_id!: number;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'datetime' }) expected_time!: Date;
  /** Not checked in by then, the point is late (its expected time plus the route's tolerance). */
  @Column({ type: 'datetime' }) late_after!: Date;
  @Column({ type: 'varchar', length: 20 }) status!: PatrolPointStatus;
  @Column({ type: 'boolean', width: 1, default: false }) late!: boolean;
  @Column({ type: 'datetime', nullable: true }) checked_in_time!: Date | null;
  @Column({ type: 'int', nullable: true }) checked_in_by!: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) check_in_method!: PatrolCheckInMethod | null;
  @Column({ type: 'double', nullable: true }) check_in_latitude!: number | null;
  @Column({ type: 'double', nullable: true }) check_in_longitude!: number | null;
  @Column({ type: 'double', nullable: true }) distance_m!: number | null;
}
