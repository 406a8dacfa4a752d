import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A verification code sent by SMS; only its hash is stored. */
@Entity('sms_code')
@Index(['phone', 'purpose'])
export class SmsCode {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 20 }) phone!: string;
  @Column({ type: 'varchar', length: 20 }) purpose!: string;
  @Column({ type: 'varchar', length: 64 }) code_hash!: string;
  @Column({ type: 'int' }) attempts!: number;
  @Column({ type: 'datetime' }) create_time!: Date;
  @Column({ type: 'datetime' }) expires_at!: Date;
  @Column({ type: 'datetime', nullable: true }) verified_time!: Date | null;
  @Column({ type: 'datetime', nullable: true }) consumed_time!: Date | null;
}
