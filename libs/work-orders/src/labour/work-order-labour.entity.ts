import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** One person's time on an order. While their timer runs, `end_time` is empty and `running_key` holds the pair. */
@Entity('work_order_labour')
@Index(['work_order_id', 'user_id'])
@Index(['enterprise_id', 'running_key'], { unique: true })
export class WorkOrderLabour extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) user_id!: number;
  @Column({ type: 'datetime' }) start_time!: Date;
  @Column({ type: 'datetime', nullable: true }) end_time!: Date | null;
  @Column({ type: 'int' }) minutes!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
  /** `order:user` while running, empty after: the unique index lets one timer run per person and order. */
  @Column({ type: 'varchar', length: 40, nullable: true }) running_key!: string | null;
}
