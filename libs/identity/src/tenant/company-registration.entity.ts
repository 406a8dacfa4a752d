import { BeforeInsert, BeforeUpdate, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { RegistrationStatus } from '../user/registration.entity';

/**
 * A company's self-registration, audited by the platform operator: approval creates the enterprise and its first
 * administrator; a claim (`claim`) asks to become an administrator of an enterprise that is already registered.
 * Not a tenant row: the enterprise does not exist yet (`enterprise_id` is set on approval, or is the claimed one).
 */
@Entity('company_registration')
export class CompanyRegistration {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'varchar', length: 50 }) enterprise_code!: string;
  @Column({ type: 'varchar', length: 100 }) enterprise_name!: string;
  @Column({ type: 'boolean', width: 1, default: false }) claim!: boolean;
  @Column({ type: 'int', nullable: true }) enterprise_id!: number | null;
  @Column({ type: 'varchar', length: 50 }) account!: string;
  @Column({ type: 'varchar', length: 50 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) job_no!: string | null;
  @Index() @Column({ type: 'varchar', length: 20 }) phone!: string;
  @Column({ type: 'varchar', length: 255 }) password_hash!: string;
  @Index() @Column({ type: 'varchar', length: 10 }) status!: RegistrationStatus;
  /** Why the operator rejected it. */
  @Column({ type: 'varchar', length: 200, nullable: true }) reason!: string | null;
  @Column({ type: 'int', nullable: true }) user_id!: number | null;
  @Column({ type: 'int', nullable: true }) handle_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) handle_time!: Date | null;
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
