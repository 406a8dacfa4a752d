import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import type { Lang } from '@gengyun/contracts';

/** A person who logs in. Accounts are unique per enterprise (deleted ones keep theirs, so a restore never clashes). */
@Entity('user')
@Index(['enterprise_id', 'account'], { unique: true })
export class User extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) account!: string;
  @Column({ type: 'varchar', length: 255 }) password_hash!: string;
  @Column({ type: 'varchar', length: 50 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) job_no!: string | null;
  /** Unique among users that are not deleted (checked by the service). */
  @Index() @Column({ type: 'varchar', length: 20, nullable: true }) phone!: string | null;
  /** Where mail notifications go; not unique (a team may share a mailbox). */
  @Column({ type: 'varchar', length: 100, nullable: true }) mail!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) wechat_no!: string | null;
  @Column({ type: 'int', nullable: true }) org_id!: number | null;
  @Column({ type: 'int', nullable: true }) group_id!: number | null;
  @Column({ type: 'int', nullable: true }) position_id!: number | null;
  @Column({ type: 'boolean', width: 1, default: false }) is_external!: boolean;
  @Column({ type: 'boolean', width: 1, default: false }) is_paid!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'varchar', length: 10 }) lang!: Lang;
  /** Consecutive failed logins; 5 lock the account for 15 minutes. */
  @Column({ type: 'int' }) failed_count!: number;
  @Column({ type: 'datetime', nullable: true }) locked_until!: Date | null;
  /** Soft delete: set when deleted, cleared by a restore. */
  @Column({ type: 'datetime', nullable: true }) deleted_time!: Date | null;
}

/** What a new account holds unless it is given otherwise: no organisation or position, enabled, not locked. */
export const NEW_USER = {
  mail: null,
  wechat_no: null,
  org_id: null,
  group_id: null,
  position_id: null,
  is_external: false,
  is_paid: false,
  enabled: true,
  lang: 'zh_CN',
  failed_count: 0,
  locked_until: null,
  deleted_time: null,
} as const satisfies Partial<User>;
