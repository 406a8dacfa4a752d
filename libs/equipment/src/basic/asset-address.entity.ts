import { Column, Entity } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A postal address assets may be registered at (basic data), with a geocoded point. */
@Entity('asset_address')
export class AssetAddress extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 255 }) address!: string;
  @Column({ type: 'double', nullable: true }) lng!: number | null;
  @Column({ type: 'double', nullable: true }) lat!: number | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) contact!: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
