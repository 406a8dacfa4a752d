import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { turnLoader } from '../database/turn-loader';
import { DeviceCredential } from './device-credential.entity';
import { mosquittoPasswordHash } from './mosquitto-password';
import { meterTopic, type MeterTopic } from './mqtt-topics';

export interface IssuedCredential {
  id: number;
  username: string;
  /** Shown once; only its hash is stored. */
  password: string;
  topic: string;
}

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Issues, checks and disables device logins (checked by the embedded broker, exported for Mosquitto). */
@Injectable()
export class DeviceCredentialService {
  /** A reconnect storm's logins of one turn in one read (they come from the embedded broker's thousand sockets). */
  private readonly byUsername = turnLoader<string, DeviceCredential>(async (usernames) => {
    const rows = await this.repo.find({ where: { username: In([...usernames]) } });
    return new Map(rows.map((row) => [row.username, row]));
  });

  constructor(@InjectRepository(DeviceCredential) private readonly repo: Repository<DeviceCredential>) {}

  async issue(enterpriseId: number, meter: MeterTopic, createUserId: number | null = null): Promise<IssuedCredential> {
    const password = randomBytes(24).toString('base64url');
    const topic = meterTopic(meter);
    const row = await this.repo.save(
      this.repo.create({
        enterprise_id: enterpriseId,
        create_user_id: createUserId,
        username: `${meter.enterpriseCode}-${meter.meterCode}-${randomBytes(3).toString('hex')}`.slice(0, 64),
        password_hash: hash(password),
        mosquitto_hash: await mosquittoPasswordHash(password),
        topic,
        meter_code: meter.meterCode,
        enabled: true,
      }),
    );
    return { id: row.id, username: row.username, password, topic };
  }

  /** The credential when username and password match an enabled one; null otherwise. */
  async verify(username: string, password: string): Promise<DeviceCredential | null> {
    const row = await this.byUsername.load(username);
    if (!row?.enabled) return null;
    const given = Buffer.from(hash(password), 'hex');
    const stored = Buffer.from(row.password_hash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored) ? row : null;
  }

  async setEnabled(enterpriseId: number, id: number, enabled: boolean): Promise<void> {
    await this.repo.update({ id, enterprise_id: enterpriseId }, { enabled, update_time: new Date() });
  }
}
