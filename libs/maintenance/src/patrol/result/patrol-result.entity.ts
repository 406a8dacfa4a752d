import { Column, Entity, Index } from 'typeorm';
import type { TaskItemType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * One item's result at a point of a task: the item copied as it was when the point was checked in (as `check/` copies
 * it onto orders), the answer, and the point's place in the scopes.
 */
@Entity('patrol_result')
@Index(['task_point_id', 'item_id'], { unique: true })
@Index(['enterprise_id', 'point_id'])
export class PatrolResult extends TenantEntity {
  @Column({ type: 'int' }) task_id!: number;
  @Column({ type: 'int' }) task_point_id!: number;
  @Column({ type: 'int' }) point_id!: number;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int' }) item_id!: number;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) type!: TaskItemType;
  @Column({ type: 'varchar', length: 500, nullable: true }) standard!: string | null;
  @Column({ type: 'double', nullable: true }) lower_limit!: number | null;
  @Column({ type: 'double', nullable: true }) upper_limit!: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) unit!: string | null;
  @Column({ type: 'text', nullable: true }) options!: string | null;
  @Column({ type: 'text', nullable: true }) failing_options!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) failure_opens_order!: boolean;
  @Column({ type: 'text', nullable: true }) value!: string | null;
  @Column({ type: 'boolean', width: 1, nullable: true }) failed!: boolean | null;
  @Column({ type: 'int', nullable: true }) recorded_by!: number | null;
  @Column({ type: 'datetime', nullable: true }) recorded_time!: Date | null;
}

/** The work order a failed result opened; its unique key on the result makes it once, whatever is submitted at once. */
@Entity('patrol_repair')
@Index(['result_id'], { unique: true })
export class PatrolRepair extends TenantEntity {
  @Column({ type: 'int' }) result_id!: number;
  @Column({ type: 'int' }) work_order_id!: number;
}
