import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** The enterprise's profile as the enterprise-info screen edits it (one row per enterprise). */
@Entity('enterprise_info')
@Index('UQ_enterprise_info_enterprise', ['enterprise_id'], { unique: true })
export class EnterpriseInfo extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  /** A 144×48 PNG in file_info (business_no `enterprise`). */
  @Column({ type: 'int', nullable: true }) logo_file_id!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) contact!: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) email!: string | null;
}
