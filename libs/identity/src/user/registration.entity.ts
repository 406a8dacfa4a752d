import { Column, Entity, Index } from 'typeorm';
import { RegistrationStatus } from '@gengyun/contracts';
import { TenantEntity } from '@gengyun/core';

export { RegistrationStatus };

/** A self-registration awaiting an administrator's approval; approval creates the user. */
@Entity('registration')
export class Registration extends TenantEntity {
  @Column({ type: 'varchar', length: 50 }) account!: string;
  @Column({ type: 'varchar', length: 50 }) name!: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) job_no!: string | null;
  @Index() @Column({ type: 'varchar', length: 20 }) phone!: string;
  @Column({ type: 'varchar', length: 255 }) password_hash!: string;
  @Column({ type: 'varchar', length: 10 }) status!: RegistrationStatus;
  @Column({ type: 'int', nullable: true }) user_id!: number | null;
  @Column({ type: 'int', nullable: true }) handle_user_id!: number | null;
  @Column({ type: 'datetime', nullable: true }) handle_time!: Date | null;
}
