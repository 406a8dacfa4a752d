import { BeforeInsert, BeforeUpdate, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EnterpriseStatus } from '@gengyun/contracts';

export { EnterpriseStatus };

/** A tenant. Every business row carries its id as `enterprise_id`. */
@Entity('enterprise')
export class Enterprise {
  @PrimaryGeneratedColumn() id!: number;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 50 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 10 }) status!: EnterpriseStatus;
  /** Upper limit of paid (charging) users; null is unlimited. */
  @Column({ type: 'int', nullable: true }) paid_user_limit!: number | null;
  /** When the enterprise was cancelled (its account expired); its accounts are deleted 7 days later (SPEC §9). */
  @Column({ type: 'datetime', nullable: true }) expire_time!: Date | null;
  /** When the accounts of the cancelled enterprise were deleted. */
  @Column({ type: 'datetime', nullable: true }) purge_time!: Date | null;
  @Column({ type: 'datetime' }) create_time!: Date;
  @Column({ type: 'datetime' }) update_time!: Date;

  @BeforeInsert() protected stampCreate(): void {
    this.create_time ??= new Date();
    this.update_time = new Date();
  }

  @BeforeUpdate() protected stampUpdate(): void {
    this.update_time = new Date();
  }
}
