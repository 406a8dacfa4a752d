import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

@Entity('role')
@Index(['enterprise_id', 'name'], { unique: true })
export class Role extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) name!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
  /** Holders are enterprise administrators: every feature permission, no data-scope restriction. */
  @Column({ type: 'boolean', width: 1, default: false }) is_admin!: boolean;
}
