import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * An assignment rule: when a new order matches every condition set (an empty list or no location matches anything),
 * the rule fills in the pool, handlers and person in charge the form left blank. Lists are JSON arrays of ids.
 */
@Entity('work_order_rule')
@Index(['enterprise_id', 'sort'])
export class WorkOrderRule extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  /** Evaluation order: lower first, then the older rule. */
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'varchar', length: 1000 }) type_ids!: string;
  /** The root of a location subtree. */
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'varchar', length: 1000 }) equipment_type_ids!: string;
  @Column({ type: 'varchar', length: 50 }) priorities!: string;
  @Column({ type: 'int', nullable: true }) pool_id!: number | null;
  @Column({ type: 'varchar', length: 1000 }) handler_ids!: string;
  @Column({ type: 'int', nullable: true }) person_in_charge_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
}
