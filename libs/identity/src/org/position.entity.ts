import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A job position within an organisation; users holding it also get its roles. */
@Entity('position')
export class Position extends TenantEntity {
  @Index() @Column({ type: 'int', nullable: true }) org_id!: number | null;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
