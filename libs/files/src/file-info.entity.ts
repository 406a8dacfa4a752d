import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';
import type { FileCategory } from './file-type';

/** An uploaded file attached to a business object (`business_no` + `data_id`); the bytes live in FileStorage. */
@Entity('file_info')
@Index(['enterprise_id', 'business_no', 'data_id'])
export class FileInfo extends TenantEntity {
  /** Which kind of object the file belongs to (SPEC business number codes, or an area's own name). */
  @Column({ type: 'varchar', length: 50 }) business_no!: string;
  /** The object's id; null while the object is still being created. */
  @Column({ type: 'int', nullable: true }) data_id!: number | null;
  @Column({ type: 'varchar', length: 255 }) original_name!: string;
  @Column({ type: 'varchar', length: 10 }) ext!: string;
  @Column({ type: 'int' }) size!: number;
  @Column({ type: 'varchar', length: 100 }) mime!: string;
  @Column({ type: 'varchar', length: 255 }) storage_key!: string;
  @Column({ type: 'varchar', length: 20 }) category!: FileCategory;
}
