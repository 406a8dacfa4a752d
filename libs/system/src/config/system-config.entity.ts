import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import type { SettingKind } from '@gengyun/contracts';

/** An enterprise's value for one configuration item; items without a row have their default. */
@Entity('system_config')
@Index(['enterprise_id', 'config_key'], { unique: true })
export class SystemConfig extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) config_key!: string;
  /** The value as text: texts and choices as they are, everything else as JSON. */
  @Column({ type: 'text' }) config_value!: string;
  @Column({ type: 'varchar', length: 10 }) value_type!: SettingKind;
  @Column({ type: 'varchar', length: 50 }) config_group!: string;
}
