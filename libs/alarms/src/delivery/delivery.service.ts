import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, LessThan, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { isUniqueViolation, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { Alarm } from '../alarm/alarm.entity';
import { AlarmDelivery, type DeliveryChannel } from './delivery.entity';
import type { DeliveryPageDto } from './delivery.dto';

/** One message of a step: sent with `send`, or logged `skipped` when its channel has no provider (`send` null). */
export interface DeliveryTarget {
  channel: DeliveryChannel;
  recipient: string;
  send: (() => Promise<void>) | null;
}

export type DeliveryView = Pick<
  AlarmDelivery,
  'id' | 'enterprise_id' | 'create_time' | 'update_time' | 'alarm_id' | 'step' | 'channel' | 'recipient' | 'status' | 'attempts' | 'last_error' | 'sent_time' | 'due_time'
> & {
  /** Sent or failed after more than one try. */
  retried: boolean;
};

/** Longer than a send may take (the HTTP SMS timeout is 10 s): a `sending` claim older than this was cut short by a crash. */
export const SENDING_LEASE_MS = 15_000;

/**
 * The delivery log and the once-only guard of escalation sends: one row per (alarm, step, channel, recipient),
 * claimed (`sending`, update_time = claim time) before the send and marked `sent` after it. A `sent` or
 * `cancelled` row is never sent again; a `failed` one is tried again when the step's job is retried, counting
 * attempts; a fresh `sending` claim belongs to another run and is left alone (the step fails and retries).
 * The one window left: a crash after the gateway accepted a message and before the row says `sent`. Once the
 * lease runs out that row is sent again, so an alarm errs towards a rare duplicate SMS rather than a lost one.
 */
@Injectable()
export class DeliveryService {
  constructor(@InjectRepository(AlarmDelivery) private readonly repo: Repository<AlarmDelivery>) {}

  /** Sends each target once; counts the sends that failed and the claims another run holds (the caller retries the step for those). */
  async deliver(enterpriseId: number, alarmId: number, step: number, dueTime: Date, targets: DeliveryTarget[]): Promise<{ failed: number; busy: number }> {
    let failed = 0;
    let busy = 0;
    const skipped = targets.filter((t) => !t.send);
    if (skipped.length) await this.log(enterpriseId, alarmId, step, dueTime, skipped, 'skipped');
    for (const target of targets) {
      const send = target.send;
      if (!send) continue;
      const row = await this.claim(enterpriseId, alarmId, step, dueTime, target);
      if (row === 'busy') busy++;
      if (!row || row === 'busy') continue;
      try {
        await send();
        await this.repo.update({ id: row.id }, { status: 'sent', sent_time: new Date(), last_error: null, update_time: new Date() });
      } catch (error) {
        failed++;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await this.repo.update({ id: row.id }, { status: 'failed', last_error: reason, update_time: new Date() });
      }
    }
    return { failed, busy };
  }

  /** Logs a step that will not be sent as `cancelled` for each target; a row the step already has stays as it is. */
  cancel(enterpriseId: number, alarmId: number, step: number, dueTime: Date, targets: Array<Pick<DeliveryTarget, 'channel' | 'recipient'>>): Promise<void> {
    return this.log(enterpriseId, alarmId, step, dueTime, targets, 'cancelled');
  }

  /** Rows for messages that are not sent (cancelled, or skipped for want of a provider); existing rows stay as they are. */
  private async log(enterpriseId: number, alarmId: number, step: number, dueTime: Date, targets: Array<Pick<DeliveryTarget, 'channel' | 'recipient'>>, status: 'cancelled' | 'skipped'): Promise<void> {
    if (!targets.length) return;
    const now = new Date();
    const rows = targets.map((t) => ({
      enterprise_id: enterpriseId,
      create_user_id: null,
      create_time: now,
      update_time: now,
      alarm_id: alarmId,
      step,
      channel: t.channel,
      recipient: t.recipient,
      status,
      attempts: 0,
      last_error: null,
      sent_time: null,
      due_time: dueTime,
    }));
    await this.repo.createQueryBuilder().insert().into(AlarmDelivery).values(rows).orIgnore().execute();
  }

  /** The row to send for, claimed with its attempt counted; null when it is sent or cancelled, 'busy' when another run holds it. */
  private async claim(enterpriseId: number, alarmId: number, step: number, dueTime: Date, target: DeliveryTarget): Promise<AlarmDelivery | null | 'busy'> {
    const key = { alarm_id: alarmId, step, channel: target.channel, recipient: target.recipient };
    const now = new Date();
    try {
      const row = this.repo.create({ enterprise_id: enterpriseId, create_user_id: null, create_time: now, update_time: now, ...key, status: 'sending', attempts: 1, last_error: null, sent_time: null, due_time: dueTime });
      await this.repo.insert(row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const moved = await this.repo
      .createQueryBuilder()
      .update(AlarmDelivery)
      .set({ attempts: () => 'attempts + 1', status: 'sending', update_time: now })
      .where(key)
      .andWhere(
        new Brackets((w) => {
          w.where({ status: In(['pending', 'failed']) }).orWhere({ status: 'sending', update_time: LessThan(new Date(now.getTime() - SENDING_LEASE_MS)) });
        }),
      )
      .execute();
    const row = await this.repo.findOne({ where: key });
    if (moved.affected) return row;
    return row?.status === 'sending' ? 'busy' : null;
  }

  /** Every delivery row of one alarm (the caller checked the alarm), oldest first, capped. */
  ofAlarm(enterpriseId: number, alarmId: number, limit = 1000): Promise<AlarmDelivery[]> {
    return this.repo.find({ where: { enterprise_id: enterpriseId, alarm_id: alarmId }, order: { step: 'ASC', id: 'ASC' }, take: limit });
  }

  async page(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, dto: DeliveryPageDto): Promise<Page<DeliveryView>> {
    // A delivery is seen by whoever may see its alarm.
    const qb = scoped(this.repo.createQueryBuilder('d').innerJoin(Alarm, 'a', 'a.id = d.alarm_id'), ctx, { location: 'a.location_id', equipment_type: 'a.equipment_type_id' });
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
