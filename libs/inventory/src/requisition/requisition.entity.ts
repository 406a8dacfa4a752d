import { Column, Entity, Index } from 'typeorm';
import type { RequisitionStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';
import { NO_BATCH, NO_BIN } from '../stock/stock.entity';

/** A work order's requisition (one per order): the parts it needs, reserved, approved, issued, returned. */
@Entity('inventory_requisition')
@Index(['enterprise_id', 'work_order_id'], { unique: true })
@Index(['enterprise_id', 'status'])
export class Requisition extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'varchar', length: 20 }) status!: RequisitionStatus;
  /** Raised by every change; writers send the one they read. */
  @Column({ type: 'int' }) version!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'int', nullable: true }) approved_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) approved_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) issued_time!: Date | null;
}

/**
 * One part from one place (part × warehouse × bin × batch, the balance's key: bin 0 and batch '' for none).
 * `reserved` is what this line holds of the balance's `reserved`; issuing moves it to `issued`.
 */
@Entity('inventory_requisition_line')
@Index(['enterprise_id', 'requisition_id'])
@Index(['enterprise_id', 'part_id', 'warehouse_id'])
export class RequisitionLine extends TenantEntity {
  @Column({ type: 'int' }) requisition_id!: number;
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', default: NO_BIN }) bin_id!: number;
  @Column({ type: 'varchar', length: 50, default: NO_BATCH }) batch_no!: string;
  @Column({ type: 'int' }) quantity!: number;
  @Column({ type: 'int', default: 0 }) reserved!: number;
  @Column({ type: 'int', default: 0 }) issued!: number;
  @Column({ type: 'int', default: 0 }) returned!: number;
  /** Approved by a storekeeper of the line's warehouse. */
  @Column({ type: 'int', nullable: true }) approved_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) approved_time!: Date | null;
}
