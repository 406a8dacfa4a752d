import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A node of the enterprise's organisation tree. */
@Entity('organization')
export class Organization extends TenantEntity {
  @Index() @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) code!: string | null;
  @Column({ type: 'int' }) sort!: number;
}
