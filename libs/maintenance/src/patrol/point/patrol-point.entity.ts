import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * An inspection point (issue 14 item 5): where it is, its QR and NFC labels, where and when a check-in counts, and the
 * checklist done there. `location_id` and `equipment_type_id` (its equipment's type) place it in the data scopes.
 */
@Entity('patrol_point')
@Index(['enterprise_id', 'qr_content'], { unique: true })
@Index(['enterprise_id', 'nfc_tag_id'], { unique: true })
@Index(['enterprise_id', 'location_id'])
export class PatrolPoint extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int' }) location_id!: number;
  @Column({ type: 'int', nullable: true }) equipment_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'varchar', length: 200 }) qr_content!: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) nfc_tag_id!: string | null;
  @Column({ type: 'double' }) latitude!: number;
  @Column({ type: 'double' }) longitude!: number;
  @Column({ type: 'int' }) range_m!: number;
  @Column({ type: 'varchar', length: 5, nullable: true }) window_start!: string | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) window_end!: string | null;
  @Column({ type: 'int' }) task_template_id!: number;
  @Column({ type: 'boolean', width: 1, default: false }) allow_manual_check_in!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'int' }) version!: number;
}
