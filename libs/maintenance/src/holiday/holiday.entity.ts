import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A day off of the enterprise: plans skip it or shift to the next working day, as each plan says. */
@Entity('maintenance_holiday')
@Index(['enterprise_id', 'date'], { unique: true })
export class Holiday extends TenantEntity {
  @Column({ type: 'varchar', length: 10 }) date!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) name!: string | null;
}
