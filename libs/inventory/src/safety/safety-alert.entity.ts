import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * A part whose on-hand in a warehouse is below its safety minimum, since `create_time` (issue 15 item 5). The row
 * exists while it stays below: its insertion is the crossing that alerts, its deletion the recovery that re-arms.
 */
@Entity('inventory_safety_alert')
@Index(['enterprise_id', 'part_id', 'warehouse_id'], { unique: true })
export class SafetyAlert extends TenantEntity {
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
}
