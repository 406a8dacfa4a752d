import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** An equipment model; belongs to one type, optionally made by one manufacturer. */
@Entity('equipment_model')
@Index(['enterprise_id', 'type_id'])
export class EquipmentModel extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int' }) type_id!: number;
  @Column({ type: 'int', nullable: true }) manufacturer_id!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) specification!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
