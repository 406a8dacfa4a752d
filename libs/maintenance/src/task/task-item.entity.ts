import { Column, Entity, Index } from 'typeorm';
import type { TaskItemType } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A checklist item (issue 14 item 1): what to check, how, what is good, and whether a failure opens a work order. */
@Entity('maintenance_task_item')
@Index(['enterprise_id', 'name'])
export class TaskItem extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 20 }) type!: TaskItemType;
  @Column({ type: 'varchar', length: 500, nullable: true }) standard!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) method!: string | null;
  @Column({ type: 'double', nullable: true }) lower_limit!: number | null;
  @Column({ type: 'double', nullable: true }) upper_limit!: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) unit!: string | null;
  /** JSON arrays of text: the choices offered, and those that count as a failure. */
  @Column({ type: 'text', nullable: true }) options!: string | null;
  @Column({ type: 'text', nullable: true }) failing_options!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) meter_quantity!: string | null;
  @Column({ type: 'boolean', width: 1, default: false }) failure_opens_order!: boolean;
  /** Bumped by each edit, which is made at the version the editor saw (the form and an import alike). */
  @Column({ type: 'int', default: 1 }) version!: number;
}
