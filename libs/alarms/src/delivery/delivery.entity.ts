import { Column, Entity, Index } from 'typeorm';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryChannel, type DeliveryStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

export { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryChannel, type DeliveryStatus };

/**
 * One message of one escalation step to one recipient. The unique key makes a step's send happen once even when
 * its job runs again after a crash or a retry: a `sent` row is never sent again; `failed` and `pending` ones are
 * retried (attempts counts every try). `skipped` and `cancelled` rows are never sent.
 */
@Entity('alarm_delivery')
@Index(['alarm_id', 'step', 'channel', 'recipient'], { unique: true })
@Index(['enterprise_id', 'create_time'])
export class AlarmDelivery extends TenantEntity {
  @Column({ type: 'int' }) alarm_id!: number;
  @Column({ type: 'int' }) step!: number;
  @Column({ type: 'varchar', length: 10 }) channel!: DeliveryChannel;
  @Column({ type: 'varchar', length: 200 }) recipient!: string;
  @Column({ type: 'varchar', length: 10 }) status!: DeliveryStatus;
  @Column({ type: 'int' }) attempts!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) last_error!: string | null;
  @Column({ type: 'datetime', nullable: true }) sent_time!: Date | null;
  /** When the step was due (its send is never before it); also on cancelled rows. */
  @Column({ type: 'datetime', nullable: true }) due_time!: Date | null;
}
