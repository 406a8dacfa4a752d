import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity';

/**
 * How one device (one meter) logs in to the embedded broker, and the only topic it may publish to:
 * `{topic}/up`, where topic is `gy/{enterpriseCode}/{meterType}/{meterCode}`.
 */
@Entity('device_credential')
export class DeviceCredential extends TenantEntity {
  @Index({ unique: true }) @Column({ type: 'varchar', length: 64 }) username!: string;
  /** sha256 of a random 32-byte secret; a slow hash buys nothing for secrets that are never guessed. */
  @Column({ type: 'varchar', length: 64 }) password_hash!: string;
  /**
   * The same password as a Mosquitto 2.x password-file hash (`$7$…`, PBKDF2-SHA512), for exporting the external
   * broker's password file; null for logins issued before it was kept (rotate them to export them).
   */
  @Column({ type: 'varchar', length: 160, nullable: true }) mosquitto_hash!: string | null;
  @Column({ type: 'varchar', length: 200 }) topic!: string;
  @Column({ type: 'varchar', length: 64 }) meter_code!: string;
  @Column({ type: 'boolean', width: 1, default: true }) enabled!: boolean;
}
