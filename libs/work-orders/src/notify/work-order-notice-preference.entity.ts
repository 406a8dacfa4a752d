import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * A user's choice of work-order messages, as lists of kinds (comma-separated) that differ from the defaults: the
 * kinds turned off in the app and by mail, the kinds turned on by SMS. No row: every kind in the app and by mail
 * (when they have an address), none by SMS.
 */
@Entity('work_order_notice_preference')
@Index(['enterprise_id', 'user_id'], { unique: true })
export class WorkOrderNoticePreference extends TenantEntity {
  @Column({ type: 'int' }) user_id!: number;
  @Column({ type: 'varchar', length: 200 }) disabled!: string;
  @Column({ type: 'varchar', length: 200, default: '' }) mail_disabled!: string;
  @Column({ type: 'varchar', length: 200, default: '' }) sms_enabled!: string;
}
