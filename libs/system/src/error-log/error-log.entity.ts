import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An uncaught error (HTTP 500) as the error-log screen lists it. */
@Entity('error_log')
@Index(['enterprise_id', 'create_time'])
export class ErrorLog {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'datetime' }) create_time!: Date;
  @Column({ type: 'varchar', length: 64 }) request_id!: string;
  @Column({ type: 'varchar', length: 10 }) method!: string;
  @Column({ type: 'varchar', length: 500 }) url!: string;
  @Column({ type: 'int', nullable: true }) user_id!: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) user_name!: string | null;
  /** Null when the request had no session; such errors are only in the server log and this table. */
  @Column({ type: 'int', nullable: true }) enterprise_id!: number | null;
  @Column({ type: 'varchar', length: 1000 }) message!: string;
  @Column({ type: 'text', nullable: true }) stack!: string | null;
}
