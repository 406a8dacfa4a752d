import { Column, Entity, Index } from 'typeorm';
import type { JobStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

/** A background import or export: its status, progress, row messages and produced file. */
@Entity('import_export_task')
@Index(['enterprise_id', 'kind', 'id'])
export class ImportExportTask extends TenantEntity {
  /** 'import' | 'export'. */
  @Column({ type: 'varchar', length: 10 }) kind!: 'import' | 'export';
  /** What is imported or exported, e.g. `equipment`. */
  @Column({ type: 'varchar', length: 50 }) business!: string;
  @Column({ type: 'varchar', length: 255 }) file_name!: string;
  /** 0 waiting, 1 running, 2 done, 3 failed. */
  @Column({ type: 'int' }) status!: JobStatus;
  @Column({ type: 'int' }) progress!: number;
  /** JSON: import options or export filters plus the caller's data scopes at request time. */
  @Column({ type: 'text', nullable: true }) params!: string | null;
  /** JSON list of `{ key, params }` row messages. */
  @Column({ type: 'text', nullable: true }) messages!: string | null;
  @Column({ type: 'int' }) total_rows!: number;
  @Column({ type: 'int' }) done_rows!: number;
  /** FileStorage key of the uploaded workbook (import) or of the produced one (export). */
  @Column({ type: 'varchar', length: 255, nullable: true }) storage_key!: string | null;
  @Column({ type: 'datetime', nullable: true }) finish_time!: Date | null;
}
