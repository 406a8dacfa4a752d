import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import { ItemAnswer } from '../../check/item-answer.entity';

/**
 * One item's result at a point of a task: the item copied as it was when the point was checked in (as `check/` copies
 * it onto orders), the answer, and the point's place in the scopes.
 */
@Entity('patrol_result')
@Index(['task_point_id', 'item_id'], { unique: true })
@Index(['enterprise_id', 'point_id'])
export class PatrolResult extends ItemAnswer {
  @Column({ type: 'int' }) task_id!: number;
  @Column({ type: 'int' }) task_point_id!: number;
  @Column({ type: 'int' }) point_id!: number;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
}

/** The work order a failed result opened; its unique key on the result makes it once, whatever is submitted at once. */
@Entity('patrol_repair')
@Index(['result_id'], { unique: true })
export class PatrolRepair extends TenantEntity {
  @Column({ type: 'int' }) result_id!: number;
  @Column({ type: 'int' }) work_order_id!: number;
}
