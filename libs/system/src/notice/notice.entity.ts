import { Column, Entity } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

export const NOTICE_TYPES = ['announcement', 'notice'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_TARGETS = ['all', 'roles'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export type NoticeStatus = 'draft' | 'published';

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
