import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { AlarmDelivery, type DeliveryChannel } from './delivery.entity';
import { isUniqueViolation } from './alarm-db';
import type { DeliveryPageDto } from './delivery.dto';

export interface DeliveryTarget {
  channel: DeliveryChannel;
  recipient: string;
  send: () => Promise<void>;
}

export type DeliveryView = Pick<
  AlarmDelivery,
  'id' | 'enterprise_id' | 'create_time' | 'update_time' | 'alarm_id' | 'step' | 'channel' | 'recipient' | 'status' | 'attempts' | 'last_error' | 'sent_time'
> & {
  /** Sent or failed after more than one try. */
  retried: boolean;
};

/**
 * The delivery log and the at-most-once guard of escalation sends: one row per (alarm, step, channel,
 * recipient). A `sent` row is never sent again; a `failed` or interrupted (`pending`) one is tried again
 * when the step's job is retried, counting attempts.
 */
@Injectable()
export class DeliveryService {
  constructor(@InjectRepository(AlarmDelivery) private readonly repo: Repository<AlarmDelivery>) {}

  /** Sends each target once; resolves to the number that failed (the caller retries the step for those). */
  async deliver(enterpriseId: number, alarmId: number, step: number, targets: DeliveryTarget[]): Promise<number> {
    let failed = 0;
    for (const target of targets) {
      const row = await this.claim(enterpriseId, alarmId, step, target);
      if (!row) continue;
      try {
        await target.send();
        await this.repo.update({ id: row.id }, { status: 'sent', sent_time: new Date(), last_error: null, update_time: new Date() });
      } catch (error) {
        failed++;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await this.repo.update({ id: row.id }, { status: 'failed', last_error: reason, update_time: new Date() });
      }
    }
    return failed;
  }

  /** The row to send for, with its attempt counted; null when it was sent already. */
  private async claim(enterpriseId: number, alarmId: number, step: number, target: DeliveryTarget): Promise<AlarmDelivery | null> {
    const key = { alarm_id: alarmId, step, channel: target.channel, recipient: target.recipient };
    const now = new Date();
    try {
      const row = this.repo.create({ enterprise_id: enterpriseId, create_user_id: null, create_time: now, update_time: now, ...key, status: 'pending', attempts: 1, last_error: null, sent_time: null });
      await this.repo.insert(row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const moved = await this.repo
      .createQueryBuilder()
      .update(AlarmDelivery)
      .set({ attempts: () => 'attempts + 1', status: 'pending', update_time: now })
      .where({ ...key, status: Not('sent') })
      .execute();
    if (!moved.affected) return null;
    return this.repo.findOne({ where: key });
  }

  async page(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, dto: DeliveryPageDto): Promise<Page<DeliveryView>> {
    const qb = scoped(this.repo.createQueryBuilder('d'), ctx);
    if (dto.alarm_id) qb.andWhere('d.alarm_id = :alarmId', { alarmId: dto.alarm_id });
    if (dto.channel) qb.andWhere('d.channel = :channel', { channel: dto.channel });
    if (dto.status) qb.andWhere('d.status = :status', { status: dto.status });
    if (dto.start_time) qb.andWhere('d.create_time >= :start', { start: dto.start_time });
    if (dto.end_time) qb.andWhere('d.create_time < :end', { end: dto.end_time });
    whereKeyword(qb, dto.keyword, ['d.recipient', 'd.last_error']);
    const page = await paginate(qb.orderBy('d.id', 'DESC'), dto);
    return { rows: page.rows.map((r): DeliveryView => ({ ...r, retried: r.attempts > 1 })), total: page.total };
  }
}
