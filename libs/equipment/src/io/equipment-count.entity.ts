import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** An inventory count of one location (number, date, location, person, detail rows, finish). */
@Entity('equipment_count')
@Index(['enterprise_id', 'code'], { unique: true })
export class EquipmentCount extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 10 }) count_date!: string;
  @Column({ type: 'int' }) position_id!: number;
  @Column({ type: 'int', nullable: true }) person_user_id!: number | null;
  /** 0 open, 1 finished. */
  @Column({ type: 'int' }) state!: number;
  @Column({ type: 'datetime', nullable: true }) finish_time!: Date | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}

/** One detail row: a ledger equipment (found/missing) or an extra item found on site (no equipment_id). */
@Entity('equipment_count_item')
export class EquipmentCountItem {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) count_id!: number;
  @Column({ type: 'int', nullable: true }) equipment_id!: number | null;
  /** Name of an extra item. */
  @Column({ type: 'varchar', length: 100, nullable: true }) name!: string | null;
  /** 0 unprocessed, 1 found, 2 missing, 3 extra. */
  @Column({ type: 'int' }) result!: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
