import { Column, Entity, Index } from 'typeorm';
import type { TaskItemType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * One checklist item on a generated order: the item copied as it was when the order was made (a later edit of the item
 * does not change what the order asked), and the answer recorded on it.
 */
@Entity('maintenance_check_result')
@Index(['work_order_id', 'item_id'], { unique: true })
export class CheckResult extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) item_id!: number;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) type!: TaskItemType;
  @Column({ type: 'varchar', length: 500, nullable: true }) standard!: string | null;
  @Column({ type: 'double', nullable: true }) lower_limit!: number | null;
  @Column({ type: 'double', nullable: true }) upper_limit!: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) unit!: string | null;
  /** JSON arrays of text, as on the item. */
  @Column({ type: 'text', nullable: true }) options!: string | null;
  @Column({ type: 'text', nullable: true }) failing_options!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) failure_opens_order!: boolean;
  /** The answer as JSON; null until recorded. */
  @Column({ type: 'text', nullable: true }) value!: string | null;
  @Column({ type: 'boolean', width: 1, nullable: true }) failed!: boolean | null;
  @Column({ type: 'int', nullable: true }) recorded_by!: number | null;
  @Column({ type: 'datetime', nullable: true }) recorded_time!: Date | null;
}

/**
 * The repair order a failed result opened. Its unique key on the result is what makes it once: two submissions of a
 * failure at once both try to write this row in their order's transaction, and the second order is undone with it.
 */
@Entity('maintenance_check_repair')
@Index(['result_id'], { unique: true })
export class CheckRepair extends TenantEntity {
  @Column({ type: 'int' }) result_id!: number;
  @Column({ type: 'int' }) work_order_id!: number;
}
