import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A task template: a checklist for a device type or model. `equipment_type_id` is the model's type when only a model was given. */
@Entity('maintenance_task_template')
@Index(['enterprise_id', 'equipment_type_id'])
export class TaskTemplate extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_model_id!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'int' }) version!: number;
}

/** An item of a template's checklist, in `sort` order. */
@Entity('maintenance_task_template_item')
@Index(['template_id', 'sort'])
@Index(['enterprise_id', 'item_id'])
export class TaskTemplateItem extends TenantEntity {
  @Column({ type: 'int' }) template_id!: number;
  @Column({ type: 'int' }) item_id!: number;
  @Column({ type: 'int' }) sort!: number;
}
