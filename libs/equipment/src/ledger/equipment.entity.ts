import { BeforeInsert, BeforeUpdate, Column, Entity, Index } from 'typeorm';
import { TenantEntity, foldedFields } from '@gengyun/core';

/** The index that answers the list's keyword search together with its enterprise, type and location filters. */
export const EQUIPMENT_SEARCH_INDEX = 'IDX_equipment_search';

/** Decimal columns answer the same text (`1234.50`) on every driver. */
const decimalText = {
  from: (value: string | number | null): string | null => (value === null || value === undefined ? null : Number(value).toFixed(2)),
  to: (value: string | null | undefined): string | null | undefined => value,
};

/** One asset of the equipment ledger. */
@Entity('equipment')
@Index(['enterprise_id', 'asset_code'], { unique: true })
@Index(['enterprise_id', 'type_id', 'id'])
@Index(['enterprise_id', 'position_id', 'id'])
@Index(['enterprise_id', 'parent_id'])
@Index(EQUIPMENT_SEARCH_INDEX, ['enterprise_id', 'type_id', 'position_id', 'search_text'])
export class Equipment extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) asset_code!: string;
  @Column({ type: 'varchar', length: 100 }) asset_name!: string;
  @Column({ type: 'int', nullable: true }) type_id!: number | null;
  @Column({ type: 'int', nullable: true }) model_id!: number | null;
  @Column({ type: 'int', nullable: true }) position_id!: number | null;
  @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  @Column({ type: 'int' }) status!: number;
  @Column({ type: 'int' }) running_status_id!: number;
  @Column({ type: 'int', nullable: true }) supplier_id!: number | null;
  @Column({ type: 'int', nullable: true }) manufacturer_id!: number | null;
  @Column({ type: 'int', nullable: true }) address_id!: number | null;
  @Column({ type: 'int', nullable: true }) warranty_type!: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) warranty_start!: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) warranty_end!: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) purchase_date!: string | null;
  /** Decimal as text with 2 decimals: MySQL's driver answers text, SQLite a number, so both are read through `decimalText`. */
  @Column({ type: 'decimal', precision: 14, scale: 2, nullable: true, transformer: decimalText }) purchase_cost!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) specification!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  /** JSON object: field-library code → value. */
  @Column({ type: 'text', nullable: true }) custom_fields!: string | null;
  /** On the location's floor plan. */
  @Column({ type: 'double', nullable: true }) x!: number | null;
  @Column({ type: 'double', nullable: true }) y!: number | null;
  /** On the street map. */
  @Column({ type: 'double', nullable: true }) lng!: number | null;
  @Column({ type: 'double', nullable: true }) lat!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) scrap_reason!: string | null;
  @Column({ type: 'datetime', nullable: true }) scrap_time!: Date | null;
  /** Code, name and specification folded for keyword search; kept by `foldSearchText` on every save. */
  @Column({ type: 'varchar', length: 420, default: '', select: false }) search_text!: string;

  @BeforeInsert()
  @BeforeUpdate()
  protected foldSearchText(): void {
    this.search_text = equipmentSearchText(this);
  }
}

export const equipmentSearchText = (e: Pick<Equipment, 'asset_code' | 'asset_name' | 'specification'>): string =>
  foldedFields(e.asset_code, e.asset_name, e.specification);
