import { Column } from 'typeorm';
import type { TaskItemType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * The columns every answered checklist row carries, on an order (`check/`) or at a patrol point (`patrol/result`): the
 * item copied as it was when the row was written (a later edit of the item does not change what was asked), and the
 * answer recorded on it.
 */
export abstract class ItemAnswer extends TenantEntity {
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
