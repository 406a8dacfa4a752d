import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import { ItemAnswer } from './item-answer.entity';

/** One checklist item on a generated order, copied when the order was made, and the answer recorded on it. */
@Entity('maintenance_check_result')
@Index(['work_order_id', 'item_id'], { unique: true })
export class CheckResult extends ItemAnswer {
  @Column({ type: 'int' }) work_order_id!: number;
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
