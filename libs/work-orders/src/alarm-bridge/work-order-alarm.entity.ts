import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * A work order opened from an alarm. `open_alarm_id` is the alarm's id while the order is open and null once it
 * ended: its unique index admits one open order per alarm, whichever process opens it and however many raises
 * arrive at once (the loser's transaction, order included, rolls back).
 */
@Entity('work_order_alarm')
@Index(['open_alarm_id'], { unique: true })
@Index(['enterprise_id', 'alarm_id'])
@Index(['work_order_id'])
export class WorkOrderAlarm extends TenantEntity {
  @Column({ type: 'int' }) alarm_id!: number;
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int', nullable: true }) open_alarm_id!: number | null;
  /** Opened by the rule's "open a work order" option (true) or by hand from the alarm's detail. */
  @Column({ type: 'boolean', width: 1, default: false }) automatic!: boolean;
}
