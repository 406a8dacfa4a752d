import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

const decimalText = {
  from: (value: string | number | null): string | null => (value === null || value === undefined ? null : Number(value).toFixed(2)),
  to: (value: string | null | undefined): string | null | undefined => value,
};

/** The result of an order: codes from its type's lists and a note (one row per order, rewritten on each save). */
@Entity('work_order_result')
@Index(['work_order_id'], { unique: true })
export class WorkOrderResult extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) failure_code!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) cause_code!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) remedy_code!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
  @Column({ type: 'varchar', length: 50 }) user_name!: string;
}

/** What a type's orders record: its failure, cause and remedy lists (dictionary type codes), whether finishing needs them, the hourly rate. */
@Entity('work_order_type_record')
@Index(['type_id'], { unique: true })
export class WorkOrderTypeRecord extends TenantEntity {
  @Column({ type: 'int' }) type_id!: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) failure_list!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) cause_list!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) remedy_list!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) codes_required!: boolean;
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalText }) labour_rate!: string | null;
}
