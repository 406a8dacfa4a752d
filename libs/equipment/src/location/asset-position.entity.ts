import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * A location (plant, building, room…): a tree. A top-level location carries its floor plan (an uploaded
 * picture); a child sits at x/y on its parent's plan; any location may also have lng/lat on the street map.
 */
@Entity('asset_position')
@Index(['enterprise_id', 'parent_id'])
export class AssetPosition extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) code!: string | null;
  @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  /** 1 at the top, parent's level + 1 below. */
  @Column({ type: 'int' }) level!: number;
  /** file_info id of the floor plan picture (required at level 1). */
  @Column({ type: 'int', nullable: true }) plan_file_id!: number | null;
  @Column({ type: 'double', nullable: true }) x!: number | null;
  @Column({ type: 'double', nullable: true }) y!: number | null;
  @Column({ type: 'double', nullable: true }) lng!: number | null;
  @Column({ type: 'double', nullable: true }) lat!: number | null;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
