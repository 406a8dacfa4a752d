import { Column, Entity, Index } from 'typeorm';
import { FIELD_DATA_TYPES, OPTION_DATA_TYPES, type FieldDataType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A dictionary type of one enterprise; its code is the `selectKey` of /getOptionsByKey. */
@Entity('dict_type')
@Index(['enterprise_id', 'code'], { unique: true })
export class DictType extends TenantEntity {
  @Column({ type: 'varchar', length: 64 }) code!: string;
  /** Plain text, or a label key when `is_lang`. */
  @Column({ type: 'varchar', length: 150 }) name!: string;
  @Column({ type: 'boolean', width: 1, default: false }) is_lang!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  /** Seeded types other areas rely on: they cannot be deleted or have their code changed. */
  @Column({ type: 'boolean', width: 1, default: false }) is_system!: boolean;
}

/** One option of a dictionary type; `parent_id` makes trees. */
@Entity('dict_item')
@Index(['type_id', 'value'], { unique: true })
export class DictItem extends TenantEntity {
  @Index() @Column({ type: 'int' }) type_id!: number;
  @Column({ type: 'varchar', length: 100 }) value!: string;
  /** Plain text, or a label key when `is_lang`. */
  @Column({ type: 'varchar', length: 150 }) text!: string;
  @Column({ type: 'boolean', width: 1, default: false }) is_lang!: boolean;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  /** Free extra information (SPEC: dictionary entry id, text, extend). */
  @Column({ type: 'varchar', length: 500, nullable: true }) extend!: string | null;
}

/** Field data types (and those whose values come from an option list) are defined in contracts for the web. */
export { FIELD_DATA_TYPES, OPTION_DATA_TYPES, type FieldDataType };

/** A custom field definition of the field library, reused by work-order types, equipment forms, … */
@Entity('field_library')
@Index(['enterprise_id', 'code'], { unique: true })
export class FieldDef extends TenantEntity {
  @Column({ type: 'varchar', length: 64 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) data_type!: FieldDataType;
  /** For option data types: a dictionary type code or a registered option key. */
  @Column({ type: 'varchar', length: 64, nullable: true }) option_key!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) required!: boolean;
  @Column({ type: 'boolean', width: 1, default: false }) hidden!: boolean;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
