import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A work pool: orders wait in it for its members to grab them. */
@Entity('work_order_pool')
export class WorkOrderPool extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
}

/** A user who belongs to a pool. */
@Entity('work_order_pool_member')
@Index(['pool_id', 'user_id'], { unique: true })
@Index(['enterprise_id', 'user_id'])
export class WorkOrderPoolMember extends TenantEntity {
  @Column({ type: 'int' }) pool_id!: number;
  @Column({ type: 'int' }) user_id!: number;
}
