import { Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('position_role')
export class PositionRole {
  @PrimaryColumn({ type: 'int' }) position_id!: number;
  @Index() @PrimaryColumn({ type: 'int' }) role_id!: number;
}
