import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, LessThan, type Repository } from 'typeorm';
import { DEFAULT_LANG } from '@gengyun/contracts';
import { ChannelMessages, JobHandler, Jobs, PlatformRole, Translator, type ChannelMessage, type ChannelOutcome, type ChannelProvider, type ChannelSkip, type Job, type MessageChannel } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { channelDeliveryJobId } from '../alarms.jobs';
import { SENDING_LEASE_MS } from '../delivery/delivery.service';
import { ChannelConfigService } from './channel-config.service';
import type { ChannelConfig } from './channel-config.entity';
import { ChannelDelivery } from './channel-delivery.entity';
import { ChannelSenders } from './channel-senders';

/** A `pending` row this old whose job is gone (a crash between the insert and the queue add) is queued again. */
export const LOST_AFTER_MS = 60_000;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The enterprise's message channels as the ChannelMessages port other areas send through: each recipient's
 * address and language from identity's user directory, the SMS gateway and SMTP server from the message
 * configuration (ChannelSenders, as escalation uses them). Every recipient gets a `channel_delivery` row before the
 * caller is answered — `skipped` with its reason, or `pending` and a job (`channels/send`, a queue of its own beside escalation's) that sends it. The job records `sent`, or
 * `failed` with the reason and fails so the job port retries it (its attempts and back-off); a delivery is never
 * sent twice once `sent`. SMS is off while the enterprise's switch is off or no gateway is configured; mail while no
 * SMTP server is. Escalation does not go through here: its steps, intervals and log are its own.
 */
@Injectable()
export class ChannelDeliveries implements ChannelProvider, OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('ChannelDeliveries');

  constructor(
    @InjectRepository(ChannelDelivery) private readonly repo: Repository<ChannelDelivery>,
    private readonly port: ChannelMessages,
    private readonly channels: ChannelConfigService,
    private readonly senders: ChannelSenders,
    private readonly directory: UserDirectory,
    private readonly translator: Translator,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
  ) {}

  onModuleInit(): void {
    this.port.provide(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'channel-deliveries', {}, { jobId: 'channel-deliveries', repeat: { every: LOST_AFTER_MS } });
  }

  /**
   * Accepted deliveries never lost: `pending` rows older than a minute, and `sending` claims past their lease (a
   * crash mid-send), are queued again under their job id — a job still waiting keeps the id, so nothing runs twice.
   */
  @JobHandler('sweeps', 'channel-deliveries')
  async requeue(_job?: Job<'sweeps', 'channel-deliveries'>): Promise<void> {
    const now = Date.now();
    const lost = await this.repo
      .createQueryBuilder('d')
      .select(['d.id', 'd.enterprise_id'])
      .where(
        new Brackets((w) => {
          w.where({ status: 'pending', update_time: LessThan(new Date(now - LOST_AFTER_MS)) }).orWhere({ status: 'sending', update_time: LessThan(new Date(now - SENDING_LEASE_MS)) });
        }),
      )
      .orderBy('d.id', 'ASC')
      .take(500)
      .getMany();
    for (const row of lost) await this.jobs.add('channels', 'send', { enterpriseId: row.enterprise_id, deliveryId: row.id }, { jobId: channelDeliveryJobId(row.id) });
    if (lost.length) this.logger.warn(`queued ${lost.length} channel deliveries again`);
  }

  async send(message: ChannelMessage): Promise<ChannelOutcome> {
    const { enterpriseId, channel } = message;
    const configured = this.configured(channel, await this.channels.row(enterpriseId));
    const users = new Map((await this.directory.byIds(enterpriseId, message.userIds)).map((u) => [u.id, u]));
    const now = new Date();
    const rows: ChannelDelivery[] = [];
    for (const userId of message.userIds) {
      const user = users.get(userId);
      const address = (channel === 'mail' ? user?.mail : user?.phone) ?? null;
      const skip: ChannelSkip | null = !address ? 'noAddress' : !configured ? 'notConfigured' : null;
      const t = (text: ChannelMessage['text']) => this.translator.t(text.key, user?.lang ?? DEFAULT_LANG, text.params ?? [], enterpriseId);
      rows.push(
        this.repo.create({
          enterprise_id: enterpriseId,
          create_user_id: null,
          create_time: now,
          update_time: now,
          channel,
          user_id: userId,
          recipient: address ?? '',
          topic: message.topic.slice(0, 100),
          template: message.text.key,
          subject: (await t(message.subject)).slice(0, 200),
          body: await t(message.text),
          status: skip ? 'skipped' : 'pending',
          attempts: 0,
          last_error: skip,
          sent_time: null,
        }),
      );
    }
    await this.repo.save(rows, { chunk: 200 });
    const outcome: ChannelOutcome = { queued: [], skipped: [] };
    for (const row of rows) {
      if (row.status === 'skipped') {
        outcome.skipped.push({ userId: row.user_id, reason: row.last_error as ChannelSkip });
        continue;
      }
      try {
        await this.jobs.add('channels', 'send', { enterpriseId, deliveryId: row.id }, { jobId: channelDeliveryJobId(row.id) });
        outcome.queued.push(row.user_id);
      } catch (error) {
        await this.repo.update({ id: row.id }, { status: 'failed', last_error: reasonOf(error), update_time: new Date() });
        this.logger.error(`${channel} ${row.id} "${row.topic}" not queued: ${reasonOf(error)}`);
      }
    }
    if (outcome.skipped.length) this.logger.log(`${channel} "${message.topic}": ${outcome.skipped.map((s) => `user ${s.userId} ${s.reason}`).join(', ')}`);
    return outcome;
  }

  @JobHandler('channels', 'send')
  async deliver(job: Job<'channels', 'send'>): Promise<void> {
    const { enterpriseId, deliveryId } = job.data;
    if (![enterpriseId, deliveryId].every((n) => Number.isInteger(n) && n > 0)) return;
    const row = await this.claim(enterpriseId, deliveryId);
    if (!row) return;
    const send = this.sender(row, await this.channels.row(enterpriseId));
    if (!send) {
      // Turned off or unconfigured since it was accepted.
      await this.repo.update({ id: row.id }, { status: 'skipped', last_error: 'notConfigured' satisfies ChannelSkip, update_time: new Date() });
      return;
    }
    try {
      await send();
      await this.repo.update({ id: row.id }, { status: 'sent', sent_time: new Date(), last_error: null, update_time: new Date() });
    } catch (error) {
      await this.repo.update({ id: row.id }, { status: 'failed', last_error: reasonOf(error), update_time: new Date() });
      throw error;
    }
  }

  /** The send of one delivery through the enterprise's channel, or null when the channel is not configured. */
  private sender(row: ChannelDelivery, config: ChannelConfig): (() => Promise<void>) | null {
    if (row.channel === 'mail') {
      const mail = this.senders.mailFor(config);
      return mail && (() => mail.send({ to: row.recipient, subject: row.subject, text: row.body }));
    }
    const sms = config.sms_enabled ? this.senders.smsFor(config) : null;
    return sms && (() => sms.send(row.recipient, row.template, { subject: row.subject, text: row.body }));
  }

  private configured(channel: MessageChannel, config: ChannelConfig): boolean {
    return channel === 'mail' ? this.senders.mailFor(config) !== null : config.sms_enabled && this.senders.smsFor(config) !== null;
  }

  /** The row to send, claimed with its attempt counted; null when it is done; throws while another run holds it. */
  private async claim(enterpriseId: number, id: number): Promise<ChannelDelivery | null> {
    const now = new Date();
    const moved = await this.repo
      .createQueryBuilder()
      .update(ChannelDelivery)
      .set({ attempts: () => 'attempts + 1', status: 'sending', update_time: now })
      .where({ id, enterprise_id: enterpriseId })
      .andWhere(
        new Brackets((w) => {
          w.where({ status: In(['pending', 'failed']) }).orWhere({ status: 'sending', update_time: LessThan(new Date(now.getTime() - SENDING_LEASE_MS)) });
        }),
      )
      .execute();
    const row = await this.repo.findOne({ where: { id, enterprise_id: enterpriseId } });
    if (moved.affected) return row;
    if (row?.status === 'sending') throw new Error(`channel delivery ${id} is being sent by another run`);
    return null;
  }
}
