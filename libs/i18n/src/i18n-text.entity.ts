import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Lang } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/**
 * The translation store: one row per (key, language). Shipped keys are synced from the catalogue in
 * libs/contracts on every boot; operators may edit their texts (`edited`, then kept) or add custom labels.
 * The column is `lang_key` because `key` is a reserved word in MySQL.
 */
@Entity('i18n_text')
@Index(['lang_key', 'lang'], { unique: true })
export class I18nText {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 150 }) lang_key!: string;
  @Column({ type: 'varchar', length: 10 }) lang!: Lang;
  @Column({ type: 'text' }) text!: string;
  /** Added through /language/add rather than shipped in the catalogue. */
  @Column({ type: 'boolean', width: 1, default: false }) is_custom!: boolean;
  /** Changed by an operator: the catalogue sync never overwrites it. */
  @Column({ type: 'boolean', width: 1, default: false }) edited!: boolean;
  @Column({ type: 'datetime' }) update_time!: Date;
}

/** An enterprise's own text for a key in one language; wins over the store for that enterprise's users. */
@Entity('i18n_company_text')
@Index(['enterprise_id', 'lang_key', 'lang'], { unique: true })
export class I18nCompanyText extends TenantEntity {
  @Column({ type: 'varchar', length: 150 }) lang_key!: string;
  @Column({ type: 'varchar', length: 10 }) lang!: Lang;
  @Column({ type: 'text' }) text!: string;
}
