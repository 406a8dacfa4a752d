import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A login. Only the sha256 of the opaque token is stored. */
@Entity('session')
export class Session {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) enterprise_id!: number;
  @Index() @Column({ type: 'int' }) user_id!: number;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 64 }) token_hash!: string;
  /** `web`, or `sns` for a session handed over from a companion client. */
  @Column({ type: 'varchar', length: 10 }) client!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip!: string | null;
  @Column({ type: 'datetime' }) create_time!: Date;
  @Column({ type: 'datetime' }) expires_at!: Date;
  @Column({ type: 'datetime', nullable: true }) revoked_time!: Date | null;
}
