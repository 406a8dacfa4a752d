import { Column, Entity, Index } from 'typeorm';
import type { MovementDocumentType, ReceiptStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';
import { decimalText } from '../money';

/** A put-in saved before the goods arrived (stock-in "in progress"); confirmed, it is written into the ledger once. */
@Entity('inventory_receipt')
@Index(['enterprise_id', 'warehouse_id', 'status'])
export class StockReceipt extends TenantEntity {
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', nullable: true }) supplier_id!: number | null;
  @Column({ type: 'varchar', length: 20 }) document_type!: MovementDocumentType;
  @Column({ type: 'int', nullable: true }) document_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason!: string | null;
  @Column({ type: 'varchar', length: 20 }) status!: ReceiptStatus;
  @Column({ type: 'int', default: 1 }) version!: number;
  /** The day the goods are expected (`yyyy-MM-dd`), if announced. */
  @Column({ type: 'varchar', length: 10, nullable: true }) expected_date!: string | null;
  /** The put-in document its confirmation wrote. */
  @Column({ type: 'varchar', length: 40, nullable: true }) document_no!: string | null;
}

/** One announced place and quantity; `warehouse_id` repeats the receipt's so "on order" sums without a join. */
@Entity('inventory_receipt_line')
@Index(['enterprise_id', 'receipt_id'])
@Index(['enterprise_id', 'part_id', 'warehouse_id'])
@Index(['enterprise_id', 'order_id'])
export class StockReceiptLine extends TenantEntity {
  @Column({ type: 'int' }) receipt_id!: number;
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', nullable: true }) bin_id!: number | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) batch_no!: string | null;
  @Column({ type: 'int' }) quantity!: number;
  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalText(2) }) unit_price!: string;
  /** The recorded order these goods are announced for; fulfilled when the receipt is confirmed. */
  @Column({ type: 'int', nullable: true }) order_id!: number | null;
}
