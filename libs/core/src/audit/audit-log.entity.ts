import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One change to a business object: who, when, and a remark as message keys with params. */
@Entity('audit_log')
@Index(['enterprise_id', 'business_no', 'data_id'])
export class AuditLog {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) enterprise_id!: number;
  /** Which kind of object, e.g. `user`, `role`, `equipment`. */
  @Column({ type: 'varchar', length: 50 }) business_no!: string;
  @Column({ type: 'int' }) data_id!: number;
  /** JSON list of `{ key, params }`. */
  @Column({ type: 'text' }) remark!: string;
  @Column({ type: 'int', nullable: true }) create_user_id!: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) create_user_name!: string | null;
  @Column({ type: 'datetime' }) create_time!: Date;
}
