import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/** A patrol route; `location_id` / `equipment_type_id`: the location above all its points and the type they share (scopes). */
@Entity('patrol_route')
export class PatrolRoute extends TenantEntity {
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'int', nullable: true }) location_id!: number | null;
  @Column({ type: 'int', nullable: true }) equipment_type_id!: number | null;
  @Column({ type: 'int' }) tolerance_minutes!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark!: string | null;
  @Column({ type: 'int' }) version!: number;
}

/** A point on a route, in walking order, expected `offset_minutes` after the task starts. */
@Entity('patrol_route_point')
@Index(['route_id', 'point_id'], { unique: true })
@Index(['enterprise_id', 'point_id'])
export class PatrolRoutePoint extends TenantEntity {
  @Column({ type: 'int' }) route_id!: number;
  @Column({ type: 'int' }) point_id!: number;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'int' }) offset_minutes!: number;
}
