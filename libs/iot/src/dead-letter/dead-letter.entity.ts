import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEAD_LETTER_REASONS, type DeadLetterReason } from '@gengyun/contracts';

export { DEAD_LETTER_REASONS, type DeadLetterReason };

/** An uplink the ingest refused, kept for diagnosis (enterprise unknown when the topic names none). */
@Entity('dead_letter')
@Index(['enterprise_id', 'create_time'])
export class DeadLetter {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int', nullable: true }) enterprise_id!: number | null;
  @Column({ type: 'int', nullable: true }) meter_id!: number | null;
  @Column({ type: 'varchar', length: 200 }) topic!: string;
  @Column({ type: 'varchar', length: 20 }) reason!: DeadLetterReason;
  @Column({ type: 'varchar', length: 500 }) detail!: string;
  /** The first 2,000 characters of the payload. */
  @Column({ type: 'text' }) payload!: string;
  @Column({ type: 'int' }) payload_size!: number;
  @Column({ type: 'datetime' }) create_time!: Date;
}
