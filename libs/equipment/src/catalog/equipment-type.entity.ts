import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** An equipment type; types form a tree (parent_id null at the top). */
@Entity('equipment_type')
@Index(['enterprise_id', 'parent_id'])
export class EquipmentType extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) code!: string | null;
  @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
