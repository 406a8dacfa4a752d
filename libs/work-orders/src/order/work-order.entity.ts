import { BeforeInsert, BeforeUpdate, Column, Entity, Index } from 'typeorm';
import type { WorkOrderSource, WorkOrderStatus } from '@gengyun/contracts';
import { TenantEntity, foldedFields } from '@gengyun/core';

/**
 * The index that answers the list's keyword search, its status filter and both data scopes (location first, then type)
 * from the index alone (docs/performance.md, work orders).
 */
export const WORK_ORDER_SEARCH_INDEX = 'IDX_work_order_search';
const SEARCH_TEXT_LENGTH = 300;

const decimalText = {
  from: (value: string | number | null): string | null => (value === null || value === undefined ? null : Number(value).toFixed(2)),
  to: (value: string | null | undefined): string | null | undefined => value,
};

/** A work order (issue 13 item 2). `version` moves on every change; writers send the one they saw. */
@Entity('work_order')
@Index(['enterprise_id', 'code'], { unique: true })
@Index(['enterprise_id', 'status'])
@Index(['enterprise_id', 'type_id'])
@Index(['enterprise_id', 'location_id'])
@Index(['enterprise_id', 'person_in_charge_id'])
@Index(['enterprise_id', 'parent_id'])
@Index(WORK_ORDER_SEARCH_INDEX, ['enterprise_id', 'location_id', 'type_id', 'status', 'search_text'])
export class WorkOrder extends TenantEntity {
  @Column({ type: 'varchar', length: 30 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) title!: string;
  @Column({ type: 'int' }) type_id!: number;
  @Column({ type: 'varchar', length: 30 }) status!: WorkOrderStatus;
  @Column({ type: 'int', nullable: true }) pool_id!: number | null;
  @Column({ type: 'int' }) priority!: number;
  @Column({ type: 'int', nullable: true }) equipment_id!: number | null;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'datetime', nullable: true }) due_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) response_deadline!: Date | null;
  /** SLA (sla/): when it was suspended (deadlines stand still), when the sweep marked it overdue, when it found the work late. */
  @Column({ type: 'datetime', nullable: true }) suspended_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) overdue_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) late_time!: Date | null;
  @Column({ type: 'int' }) person_in_charge_id!: number;
  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: decimalText }) fee!: string | null;
  /** Filled by the inventory area from the parts issued to the order. */
  @Column({ type: 'decimal', precision: 12, scale: 2, default: 0, transformer: decimalText }) parts_cost!: string;
  @Column({ type: 'varchar', length: 20 }) source!: WorkOrderSource;
  @Column({ type: 'int', nullable: true }) source_id!: number | null;
  @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  /** JSON object: field-library code → value, checked against the type's fields. */
  @Column({ type: 'text', nullable: true }) custom_fields!: string | null;
  @Column({ type: 'int' }) version!: number;
  @Column({ type: 'datetime', nullable: true }) accepted_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) started_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) finished_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) ended_time!: Date | null;
  @Column({ type: 'int', nullable: true }) evaluation_score!: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) evaluation_comment!: string | null;
  /** The workflow template version the order started on (its type's default template then); kept when the template changes. */
  @Column({ type: 'int', nullable: true }) template_version_id!: number | null;
  /**
   * Code and title folded for keyword search, kept on every save (`foldSearchText`); writes that set the title without
   * the entity (`writeAtVersion`) set it too.
   */
  @Column({ type: 'varchar', length: SEARCH_TEXT_LENGTH, default: '', select: false }) search_text!: string;

  @BeforeInsert()
  @BeforeUpdate()
  protected foldSearchText(): void {
    if (this.code !== undefined && this.title !== undefined) this.search_text = workOrderSearchText(this);
  }
}

/** NFKC may lengthen a title (`㎏` → `kg`); what passes the column's length cannot be searched anyway. */
export const workOrderSearchText = (o: Pick<WorkOrder, 'code' | 'title'>): string =>
  Array.from(foldedFields(o.code, o.title)).slice(0, SEARCH_TEXT_LENGTH).join('');

/** Who handles an order (one row per person; the "own orders" rule reads it). */
@Entity('work_order_handler')
@Index(['work_order_id', 'user_id'], { unique: true })
@Index(['enterprise_id', 'user_id'])
export class WorkOrderHandler extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) user_id!: number;
}

/** The business-number counter of an enterprise's day: one row, raised under its lock by each new order. */
@Entity('work_order_sequence')
@Index(['enterprise_id', 'day'], { unique: true })
export class WorkOrderSequence extends TenantEntity {
  /** `YYYYMMDD` in the installation's time zone. */
  @Column({ type: 'varchar', length: 8 }) day!: string;
  @Column({ type: 'int' }) value!: number;
}

/** A submission's request id, held while and after it runs, so a second submit with it is refused. */
@Entity('work_order_request')
@Index(['enterprise_id', 'request_id'], { unique: true })
export class WorkOrderRequestClaim extends TenantEntity {
  @Column({ type: 'varchar', length: 64 }) request_id!: string;
}
