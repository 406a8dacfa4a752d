import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** An equipment in/out/transfer order (`eqpt/io`). */
@Entity('equipment_io')
@Index(['enterprise_id', 'code'], { unique: true })
export class EquipmentIo extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  /** 1 in, 2 out, 3 transfer. */
  @Column({ type: 'int' }) direction!: number;
  /** 0 draft, 1 submitted, 2 rejected, 3 done. */
  @Column({ type: 'int' }) state!: number;
  @Column({ type: 'int', nullable: true }) to_position_id!: number | null;
  /** Null keeps each equipment's status (transfers). */
  @Column({ type: 'int', nullable: true }) to_status!: number | null;
  @Column({ type: 'int', nullable: true }) handler_user_id!: number | null;
  @Column({ type: 'int', nullable: true }) approve_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) approve_time!: Date | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) approve_remark!: string | null;
  /** Kept for the work-order area (SPEC "io sub work order"); not used yet. */
  @Column({ type: 'int', nullable: true }) sub_work_order_id!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}

/** One equipment of an io order; `from_*` is what it was when the order was approved (or saved). */
@Entity('equipment_io_item')
export class EquipmentIoItem {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) io_id!: number;
  @Index() @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'int', nullable: true }) from_position_id!: number | null;
  @Column({ type: 'int', nullable: true }) from_status!: number | null;
  @Column({ type: 'int', nullable: true }) to_position_id!: number | null;
  @Column({ type: 'int', nullable: true }) to_status!: number | null;
}
