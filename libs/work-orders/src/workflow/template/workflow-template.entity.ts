import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A workflow template (issue 13 item 5): its code is the BPMN process id and the diagram links' `flow_code`. */
@Entity('workflow_template')
@Index(['enterprise_id', 'code'], { unique: true })
export class WorkflowTemplate extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) description!: string | null;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
  @Column({ type: 'int' }) current_version!: number;
  @Column({ type: 'int' }) current_version_id!: number;
}

/** One saved diagram of a template; never changed once written, so orders started on it keep it. */
@Entity('workflow_template_version')
@Index(['template_id', 'version'], { unique: true })
export class WorkflowTemplateVersion extends TenantEntity {
  @Column({ type: 'int' }) template_id!: number;
  @Column({ type: 'int' }) version!: number;
  @Column({ type: 'text' }) xml!: string;
  /** JSON of the parsed graph (WorkflowGraph): nodes with our attributes, and flows. */
  @Column({ type: 'text' }) graph!: string;
  @Column({ type: 'int' }) node_count!: number;
}
