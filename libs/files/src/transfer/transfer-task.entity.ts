import { Column, Entity, Index } from 'typeorm';
import type { JobStatus, TaskDirection } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A background import or export of any registered kind: its status, progress, row messages and produced file. */
@Entity('transfer_task')
@Index(['enterprise_id', 'direction', 'id'])
@Index(['enterprise_id', 'create_user_id', 'id'])
export class TransferTask extends TenantEntity {
  @Column({ type: 'varchar', length: 10 }) direction!: TaskDirection;
  /** What is moved, as its area registered it (`equipment.ledger`). */
  @Column({ type: 'varchar', length: 50 }) kind!: string;
  @Column({ type: 'varchar', length: 255 }) file_name!: string;
  /** 0 waiting, 1 running, 2 done, 3 failed. */
  @Column({ type: 'int' }) status!: JobStatus;
  @Column({ type: 'int' }) progress!: number;
  /** JSON: import options or export filters plus the caller's data scopes at request time. */
  @Column({ type: 'text', nullable: true }) params!: string | null;
  /** JSON list of `{ key, params, row?, column? }` messages. */
  @Column({ type: 'text', nullable: true }) messages!: string | null;
  @Column({ type: 'int' }) total_rows!: number;
  @Column({ type: 'int' }) done_rows!: number;
  @Column({ type: 'int' }) failed_rows!: number;
  /** Who asked, as named then (the list shows it to those who see every task). */
  @Column({ type: 'varchar', length: 100, nullable: true }) create_user_name!: string | null;
  /** FileStorage key of the uploaded workbook (import) or of the produced one (export). */
  @Column({ type: 'varchar', length: 255, nullable: true }) storage_key!: string | null;
  @Column({ type: 'datetime', nullable: true }) finish_time!: Date | null;
}
