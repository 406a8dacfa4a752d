import { Column, Entity, Index } from 'typeorm';
import type { AttachmentKind, AttachmentStep } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** The step at which a file was attached to an order (the file itself is the files area's, bound to the order). */
@Entity('work_order_attachment')
@Index(['work_order_id'])
@Index(['file_id'], { unique: true })
export class WorkOrderAttachment extends TenantEntity {
  @Column({ type: 'int' }) work_order_id!: number;
  @Column({ type: 'int' }) file_id!: number;
  @Column({ type: 'varchar', length: 20 }) step!: AttachmentStep;
  @Column({ type: 'varchar', length: 20, default: 'file' }) kind!: AttachmentKind;
}
