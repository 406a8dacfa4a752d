import { BeforeInsert, BeforeUpdate, Column, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Columns every business row carries (ARCHITECTURE section 4). Times are UTC. */
export abstract class TenantEntity {
  @PrimaryGeneratedColumn() id!: number;

  @Index() @Column({ type: 'int' }) enterprise_id!: number;

  @Column({ type: 'datetime' }) create_time!: Date;

  @Column({ type: 'int', nullable: true }) create_user_id!: number | null;

  @Column({ type: 'datetime' }) update_time!: Date;

  @BeforeInsert() protected stampCreate(): void {
    const now = new Date();
    this.create_time ??= now;
    this.update_time = now;
  }

  @BeforeUpdate() protected stampUpdate(): void {
    this.update_time = new Date();
  }
}
