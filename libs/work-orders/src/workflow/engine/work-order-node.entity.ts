import { Column, Entity, Index } from 'typeorm';
import type { WorkflowNodeState, WorkflowTaskState } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A node of the order's template the order entered (ARCHITECTURE §6b): one row per visit, so a return adds a new one. */
@Entity('work_order_node')
@Index(['work_order_id', 'state'])
@Index(['state', 'due_time'])
export class WorkOrderNode extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  /** The BPMN element id. */
  @Column({ type: 'varchar', length: 100 }) node_id!: string;
  @Column({ type: 'varchar', length: 10 }) state!: WorkflowNodeState;
  @Column({ type: 'datetime' }) entered_time!: Date;
  @Column({ type: 'datetime', nullable: true }) left_time!: Date | null;
  /** entered + the node's time limit. */
  @Column({ type: 'datetime', nullable: true }) due_time!: Date | null;
  /** When the SLA sweep found it still active past `due_time` (once). */
  @Column({ type: 'datetime', nullable: true }) late_time!: Date | null;
  /** Grab nodes: the winner, set by one conditional update (`… WHERE grabbed_by IS NULL`). */
  @Column({ type: 'int', nullable: true }) grabbed_by!: number | null;
}

/** One handler's task on an order's node: one per candidate of a countersign or grab, one per link of a chain. */
@Entity('work_order_node_task')
@Index(['order_node_id', 'user_id'], { unique: true })
@Index(['work_order_id'])
export class WorkOrderNodeTask extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) order_node_id!: number;
  @Column({ type: 'int' }) user_id!: number;
  /** Place in a chain, 0 first. */
  @Column({ type: 'int' }) seq!: number;
  @Column({ type: 'varchar', length: 10 }) state!: WorkflowTaskState;
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
  @Column({ type: 'datetime', nullable: true }) decided_time!: Date | null;
}
