import { Column, Entity, Index } from 'typeorm';
import type { WorkOrderAction, WorkOrderStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

export type TimelineAction = WorkOrderAction | 'create' | 'update' | 'alarmCleared';

/** One change of a work order: who (create_user_id, user_name), when (create_time), what, from → to, why. */
@Entity('work_order_timeline')
@Index(['work_order_id', 'id'])
export class WorkOrderTimeline extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'varchar', length: 50 }) user_name!: string;
  @Column({ type: 'varchar', length: 20 }) action!: TimelineAction;
  @Column({ type: 'varchar', length: 30, nullable: true }) from_status!: WorkOrderStatus | null;
  @Column({ type: 'varchar', length: 30 }) to_status!: WorkOrderStatus;
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
  /** JSON array of the fields an edit changed. */
  @Column({ type: 'varchar', length: 1000, nullable: true }) changes!: string | null;
}
