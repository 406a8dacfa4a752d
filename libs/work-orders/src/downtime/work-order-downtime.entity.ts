import { Column, Entity, Index } from 'typeorm';
import type { DowntimeReason } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A period the order's equipment stood still; `location_id` is the equipment's, for the location scope. */
@Entity('work_order_downtime')
@Index(['work_order_id'])
@Index(['enterprise_id', 'equipment_id'])
export class WorkOrderDowntime extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'datetime' }) start_time!: Date;
  @Column({ type: 'datetime', nullable: true }) end_time!: Date | null;
  @Column({ type: 'varchar', length: 20 }) reason!: DowntimeReason;
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
}
