import { Entity, Index, PrimaryColumn } from 'typeorm';

/** Feature permissions of a role: the menu entries (routes and buttons) it is granted. */
@Entity('role_menu')
export class RoleMenu {
  @PrimaryColumn({ type: 'int' }) role_id!: number;
  @Index() @PrimaryColumn({ type: 'int' }) menu_id!: number;
}
