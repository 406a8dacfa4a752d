import type { MenuType } from '@gengyun/core';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** 0 folder, 1 route page, 2 button, 3 hidden detail route. */
/** A feature permission: the product's menu tree, shared by every enterprise; roles are granted entries. */
@Entity('menu')
export class Menu {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int', nullable: true }) parent_id!: number | null;
  @Column({ type: 'int' }) type!: MenuType;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) route!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) icon!: string | null;
  /** Label key; also the entry's stable identity for seeding. */
  @Index({ unique: true }) @Column({ type: 'varchar', length: 100 }) lang_key!: string;
  /** The permission code holders of this entry get. */
  @Column({ type: 'varchar', length: 100, nullable: true }) perms!: string | null;
  @Column({ type: 'int' }) sort!: number;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
}
