import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A warehouse (`bom/warehouse`): its manager always sees and moves its stock; roles grant it as a data scope. */
@Entity('inventory_warehouse')
@Index(['enterprise_id', 'code'], { unique: true })
@Index(['enterprise_id', 'manager_id'])
export class Warehouse extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int', nullable: true }) manager_id!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'int', default: 1 }) version!: number;
}

/** A storage place inside a warehouse (shelf, rack, cell). */
@Entity('inventory_bin')
@Index(['warehouse_id', 'code'], { unique: true })
export class WarehouseBin extends TenantEntity {
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) name!: string | null;
}
