import { Column, Entity } from 'typeorm';
import { NOTICE_TARGETS, NOTICE_TYPES, type NoticeStatus, type NoticeTarget, type NoticeType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

export { NOTICE_TARGETS, NOTICE_TYPES, type NoticeStatus, type NoticeTarget, type NoticeType };

/** An announcement or notice; publishing it sends a message to each user of its target. */
@Entity('notice')
export class Notice extends TenantEntity {
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'text' }) content!: string;
  @Column({ type: 'varchar', length: 20 }) type!: NoticeType;
  @Column({ type: 'varchar', length: 20 }) status!: NoticeStatus;
  @Column({ type: 'datetime', nullable: true }) publish_time!: Date | null;
  @Column({ type: 'varchar', length: 10 }) target_type!: NoticeTarget;
  /** Comma-separated role ids when the target is `roles`. */
  @Column({ type: 'varchar', length: 1000, nullable: true }) target_role_ids!: string | null;
}
