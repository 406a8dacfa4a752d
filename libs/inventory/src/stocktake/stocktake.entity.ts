import { Column, Entity, Index } from 'typeorm';
import type { StocktakeState } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A stocktake (`bom/warehouseManageList/Inventory`): one warehouse, or chosen bins of it. */
@Entity('inventory_stocktake')
@Index(['enterprise_id', 'code'], { unique: true })
@Index(['enterprise_id', 'warehouse_id'])
export class Stocktake extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 10 }) count_date!: string;
  @Column({ type: 'int' }) warehouse_id!: number;
  /** The chosen bins, comma-separated; null: the whole warehouse. */
  @Column({ type: 'text', nullable: true }) bin_ids!: string | null;
  @Column({ type: 'int', nullable: true }) person_user_id!: number | null;
  @Column({ type: 'varchar', length: 20 }) state!: StocktakeState;
  @Column({ type: 'datetime', nullable: true }) start_time!: Date | null;
  /** The newest ledger row when the count started: what came after is "moved since start". */
  @Column({ type: 'int', nullable: true }) start_movement_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) finish_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) approve_time!: Date | null;
  @Column({ type: 'int', nullable: true }) approve_user_id!: number | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) document_no!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  /** A blind count: the expected quantities are answered only to those who approve counts. */
  @Column({ type: 'boolean', width: 1, default: false }) blind!: boolean;
  @Column({ type: 'int', default: 1 }) version!: number;
}

/** One place of a count (part × bin × batch; bin 0 and batch '' for none, like the balances). */
@Entity('inventory_stocktake_line')
@Index(['stocktake_id', 'part_id', 'bin_id', 'batch_no'], { unique: true })
export class StocktakeLine extends TenantEntity {
  @Column({ type: 'int' }) stocktake_id!: number;
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int', default: 0 }) bin_id!: number;
  @Column({ type: 'varchar', length: 50, default: '' }) batch_no!: string;
  /** On hand when the count started; 0 for a place found during the count. */
  @Column({ type: 'int' }) expected!: number;
  @Column({ type: 'int', nullable: true }) counted!: number | null;
  /** The adjustment posted on approval (0: none was needed). */
  @Column({ type: 'int', nullable: true }) adjusted!: number | null;
  @Column({ type: 'int', nullable: true }) count_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) count_time!: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
}
