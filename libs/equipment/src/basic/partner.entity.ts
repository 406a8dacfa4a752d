import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import type { PartnerKind } from '../equipment.constants';

/** A manufacturer (kind 1) or supplier (kind 2): one table, same fields (docs/decisions/equipment.md). */
@Entity('equipment_partner')
@Index(['enterprise_id', 'kind', 'name'], { unique: true })
export class Partner extends TenantEntity {
  @Column({ type: 'int' }) kind!: PartnerKind;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) contact!: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
