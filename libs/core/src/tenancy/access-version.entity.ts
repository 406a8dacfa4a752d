import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A counter per enterprise, raised whenever what its users may see or do changes (roles and their grants, who holds
 * them, the location and type trees). Sessions' resolved rights and expanded scopes are cached under it, so every
 * process sees a change on its next request.
 */
@Entity('access_version')
export class AccessVersion {
  @PrimaryColumn({ type: 'int' }) enterprise_id!: number;
  @Column({ type: 'int' }) version!: number;
}
