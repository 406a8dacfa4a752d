import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import { decimalText } from '../money';

/** A part of the catalogue (`bom/list`): what the storeroom keeps, not where or how many. */
@Entity('inventory_spare_part')
@Index(['enterprise_id', 'spare_part_code'], { unique: true })
export class SparePart extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) spare_part_code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  /** A value of the `bomType` option list. */
  @Column({ type: 'int', nullable: true }) bom_type!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) specification!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) unit!: string | null;
  @Column({ type: 'decimal', precision: 14, scale: 2, nullable: true, transformer: decimalText(2) }) price!: string | null;
  @Column({ type: 'int', nullable: true }) safety_stock_min!: number | null;
  @Column({ type: 'int', nullable: true }) safety_stock_max!: number | null;
  @Column({ type: 'boolean', width: 1, default: false }) batch_tracking!: boolean;
  @Column({ type: 'int', nullable: true }) manufacturer_id!: number | null;
  @Column({ type: 'int', nullable: true }) supplier_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'int', default: 1 }) version!: number;
}

/**
 * What a part fits: an equipment type (kind 1) or model (kind 2); or the equipment it is installed on (kind 3); or
 * another part of the catalogue usable in its place (kind 4, a substitute: declared on this part, one way); or one
 * interchangeable with it (kind 5: declared on either part, each usable in the other's place).
 */
export const FitKind = { type: 1, model: 2, equipment: 3, substitute: 4, interchangeable: 5 } as const;
export type FitKind = (typeof FitKind)[keyof typeof FitKind];

@Entity('inventory_spare_part_fit')
@Index(['part_id'])
@Index(['enterprise_id', 'kind', 'ref_id'])
export class SparePartFit extends TenantEntity {
  @Column({ type: 'int' }) part_id!: number;
  @Column({ type: 'int' }) kind!: FitKind;
  @Column({ type: 'int' }) ref_id!: number;
}
