import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DataScope } from '@gengyun/contracts';

/** Data permission of a role: one allowed id of one dimension (location, warehouse…). */
@Entity('role_scope')
export class RoleScope {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) role_id!: number;
  @Column({ type: 'varchar', length: 30 }) scope!: DataScope;
  @Column({ type: 'int' }) ref_id!: number;
}
