import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** One message in a user's inbox (my/message), e.g. from a published notice. */
@Entity('user_message')
@Index(['enterprise_id', 'user_id', 'is_read'])
export class UserMessage extends TenantEntity {
  @Column({ type: 'int' }) user_id!: number;
  @Index() @Column({ type: 'int', nullable: true }) notice_id!: number | null;
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'text', nullable: true }) content!: string | null;
  /** Where the message points in the admin: a route and its query (`work/order/view?id=7`), never an outside address. */
  @Column({ type: 'varchar', length: 300, nullable: true }) link!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) is_read!: boolean;
  @Column({ type: 'datetime', nullable: true }) read_time!: Date | null;
}
