import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** The kinds of work-order messages a user turned off (comma-separated); no row: every kind arrives. */
@Entity('work_order_notice_preference')
@Index(['enterprise_id', 'user_id'], { unique: true })
export class WorkOrderNoticePreference extends TenantEntity {
  @Column({ type: 'int' }) user_id!: number;
  @Column({ type: 'varchar', length: 200 }) disabled!: string;
}
