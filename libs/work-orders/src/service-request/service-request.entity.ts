import { Column, Entity, Index } from 'typeorm';
import type { ServiceRequestChannel, ServiceRequestStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A service request (issue 13 item 3): raised by staff or from an equipment's public page; converted or rejected. */
@Entity('service_request')
@Index(['enterprise_id', 'code'], { unique: true })
@Index(['enterprise_id', 'status'])
@Index(['enterprise_id', 'location_id'])
@Index(['enterprise_id', 'equipment_id', 'create_time'])
export class ServiceRequest extends TenantEntity {
  @Column({ type: 'varchar', length: 30 }) code!: string;
  @Column({ type: 'varchar', length: 10 }) channel!: ServiceRequestChannel;
  @Column({ type: 'varchar', length: 20 }) status!: ServiceRequestStatus;
  @Column({ type: 'varchar', length: 100 }) title!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'int', nullable: true }) equipment_id!: number | null;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  /** The member of staff who raised it; null for a public request. */
  @Column({ type: 'int', nullable: true }) requester_id!: number | null;
  /** The name a public requester gave (staff names come from the user directory). */
  @Column({ type: 'varchar', length: 50, nullable: true }) requester_name!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) requester_phone!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) reject_reason!: string | null;
  @Column({ type: 'int', nullable: true }) work_order_id!: number | null;
  /** Who converted or rejected it, and when. */
  @Column({ type: 'int', nullable: true }) handled_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) handled_time!: Date | null;
  @Column({ type: 'int' }) version!: number;
}

/** The business-number counter of an enterprise's day for service requests. */
@Entity('service_request_sequence')
@Index(['enterprise_id', 'day'], { unique: true })
export class ServiceRequestSequence extends TenantEntity {
  @Column({ type: 'varchar', length: 8 }) day!: string;
  @Column({ type: 'int' }) value!: number;
}

/** The public request page of one piece of equipment: an unguessable token its printed QR code carries. */
@Entity('service_request_link')
@Index(['token'], { unique: true })
@Index(['enterprise_id', 'equipment_id'], { unique: true })
export class ServiceRequestLink extends TenantEntity {
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'varchar', length: 32 }) token!: string;
}
