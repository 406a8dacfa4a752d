import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A team of users within an organisation. */
@Entity('user_group')
export class Group extends TenantEntity {
  @Index() @Column({ type: 'int', nullable: true }) org_id!: number | null;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
