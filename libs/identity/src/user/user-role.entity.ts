import { Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('user_role')
export class UserRole {
  @PrimaryColumn({ type: 'int' }) user_id!: number;
  @Index() @PrimaryColumn({ type: 'int' }) role_id!: number;
}
