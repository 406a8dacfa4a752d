import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import type { ConfigValueType } from './system-config.catalogue';

/** An enterprise's value for one configuration item; items without a row have their default. */
@Entity('system_config')
@Index(['enterprise_id', 'config_key'], { unique: true })
export class SystemConfig extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) config_key!: string;
  /** The value as text: JSON for json, 'true'/'false' for boolean. */
  @Column({ type: 'text' }) config_value!: string;
  @Column({ type: 'varchar', length: 10 }) value_type!: ConfigValueType;
  @Column({ type: 'varchar', length: 50 }) config_group!: string;
}
