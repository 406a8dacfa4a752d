import { Column, Entity } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** An occupational safety and health document: attached files (file_info ids) and a validity period. */
@Entity('osah_document')
export class OsahDocument extends TenantEntity {
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) category!: string | null;
  /** JSON list of file_info ids (business_no `osah`). */
  @Column({ type: 'text' }) file_ids!: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) valid_from!: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) valid_to!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) remark!: string | null;
}
