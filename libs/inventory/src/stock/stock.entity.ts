import { Column, Entity, Index } from 'typeorm';
import type { MovementDocumentType, MovementType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';
import { decimalText } from '../money';

/** "No bin" and "no batch" in a balance's key (MySQL lets NULLs repeat in a unique index). */
export const NO_BIN = 0;
export const NO_BATCH = '';

/**
 * On hand of one part at one place (warehouse × bin × batch): the sum of the ledger rows of that place, changed only
 * in the transaction that writes them, by a conditional update that never lets it fall below zero.
 */
@Entity('inventory_stock_balance')
@Index(['enterprise_id', 'part_id', 'warehouse_id', 'bin_id', 'batch_no'], { unique: true })
@Index(['enterprise_id', 'warehouse_id', 'part_id'])
export class StockBalance extends TenantEntity {
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', default: NO_BIN }) bin_id!: number;
  @Column({ type: 'varchar', length: 50, default: NO_BATCH }) batch_no!: string;
  @Column({ type: 'int', default: 0 }) on_hand!: number;
  @Column({ type: 'int', default: 0 }) reserved!: number;
}

/** On hand and moving-average unit cost of one part in one warehouse (all its bins and batches). */
@Entity('inventory_stock_value')
@Index(['enterprise_id', 'part_id', 'warehouse_id'], { unique: true })
export class StockValue extends TenantEntity {
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', default: 0 }) on_hand!: number;
  @Column({ type: 'decimal', precision: 16, scale: 4, nullable: true, transformer: decimalText(4) }) avg_cost!: string | null;
}

/** One immutable row of the stock ledger: never updated, never deleted; a correction is a new row. */
@Entity('inventory_stock_movement')
@Index(['enterprise_id', 'warehouse_id', 'id'])
@Index(['enterprise_id', 'part_id', 'id'])
@Index(['enterprise_id', 'document_no'])
export class StockMovement extends TenantEntity {
  @Column({ type: 'varchar', length: 40 }) document_no!: string;
  @Column({ type: 'varchar', length: 20 }) movement_type!: MovementType;
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) warehouse_id!: number;
  @Column({ type: 'int', nullable: true }) bin_id!: number | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) batch_no!: string | null;
  /** Signed: what the movement added to (+) or took from (−) its place. */
  @Column({ type: 'int' }) quantity!: number;
  @Column({ type: 'int' }) balance_after!: number;
  @Column({ type: 'decimal', precision: 16, scale: 4, nullable: true, transformer: decimalText(4) }) unit_cost!: string | null;
  @Column({ type: 'decimal', precision: 18, scale: 2, nullable: true, transformer: decimalText(2) }) amount!: string | null;
  @Column({ type: 'int', nullable: true }) supplier_id!: number | null;
  @Column({ type: 'varchar', length: 20 }) document_type!: MovementDocumentType;
  @Column({ type: 'int', nullable: true }) document_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason!: string | null;
}
