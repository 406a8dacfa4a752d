import { Column, Entity, Index } from 'typeorm';
import type { PartOrderStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * A quantity of a part ordered for a warehouse (issue 15 item 5, "on order"). Put-ins naming it add to `received`;
 * it is `received` once that reaches the quantity, or `cancelled`. While open, quantity − received is on order.
 */
@Entity('inventory_part_order')
@Index(['enterprise_id', 'part_id', 'warehouse_id', 'status'])
export class PartOrder extends TenantEntity {
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', nullable: true }) supplier_id!: number | null;
  @Column({ type: 'int' }) quantity!: number;
  @Column({ type: 'int', default: 0 }) received!: number;
  /** The day the goods are expected (`yyyy-MM-dd`), as receipts keep theirs. */
  @Column({ type: 'varchar', length: 10, nullable: true }) expected_date!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'varchar', length: 20 }) status!: PartOrderStatus;
  @Column({ type: 'int', default: 1 }) version!: number;
}
