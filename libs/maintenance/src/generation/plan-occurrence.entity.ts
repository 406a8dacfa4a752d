import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * The order generated for one plan, piece of equipment and due day. Its unique key is what makes generation
 * idempotent: a second worker, or a retried run, cannot write the same occurrence twice, and its order is undone with it.
 */
@Entity('maintenance_plan_occurrence')
@Index(['plan_id', 'equipment_id', 'due_date'], { unique: true })
@Index(['enterprise_id', 'work_order_id'])
export class PlanOccurrence extends TenantEntity {
  @Column({ type: 'int' }) plan_id!: number;
  /** 0 for a plan without equipment. */
  @Column({ type: 'int' }) equipment_id!: number;
  @Column({ type: 'varchar', length: 10 }) due_date!: string;
  @Column({ type: 'int' }) work_order_id!: number;
  /** The checklist the order was made with. */
  @Column({ type: 'int' }) task_template_id!: number;
}

/** Who is generating an enterprise's orders (`work`: `plans`), until when: a crashed run's claim lapses. */
@Entity('maintenance_generation_claim')
@Index(['enterprise_id', 'work'], { unique: true })
export class GenerationClaim extends TenantEntity {
  @Column({ type: 'varchar', length: 20 }) work!: string;
  @Column({ type: 'varchar', length: 64 }) holder!: string;
  @Column({ type: 'datetime' }) until!: Date;
}
