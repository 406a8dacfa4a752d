import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A kind of work (repair, maintenance, inspection…) with its priorities, default pool and custom fields. */
@Entity('work_order_type')
@Index(['enterprise_id', 'code'], { unique: true })
export class WorkOrderType extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int', nullable: true }) default_pool_id!: number | null;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) show_fee!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) show_labour_cost!: boolean;
  @Column({ type: 'boolean', width: 1, default: true }) show_parts_cost!: boolean;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  /** The workflow template new orders of this type start on (its current version at their creation). */
  @Column({ type: 'int', nullable: true }) default_template_id!: number | null;
}

/** A priority level (1–5) of a type: minutes until response and until completion. */
@Entity('work_order_type_level')
@Index(['type_id', 'level'], { unique: true })
export class WorkOrderTypeLevel extends TenantEntity {
  @Column({ type: 'int' }) type_id!: number;
  @Column({ type: 'int' }) level!: number;
  @Column({ type: 'int' }) response_minutes!: number;
  @Column({ type: 'int' }) completion_minutes!: number;
}

/** A field of the field library as a type uses it. */
@Entity('work_order_type_field')
@Index(['type_id', 'field_id'], { unique: true })
export class WorkOrderTypeField extends TenantEntity {
  @Column({ type: 'int' }) type_id!: number;
  /** A `field_library` row of the dictionary area, checked through its FieldService. */
  @Column({ type: 'int' }) field_id!: number;
  @Column({ type: 'boolean', width: 1, default: false }) required!: boolean;
  @Column({ type: 'boolean', width: 1, default: false }) hidden!: boolean;
  /** JSON array of the option values this type allows; null: every option of the field. */
  @Column({ type: 'varchar', length: 2000, nullable: true }) options!: string | null;
  @Column({ type: 'int' }) sort!: number;
}
