import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_LANG } from '@gengyun/contracts';
import { AppConfig, JobHandler, Translator, type Job } from '@gengyun/core';
import { Alarm } from './alarm.entity';
import { AlarmRule } from './alarm-rule.entity';
import { escalates } from './alarm-state';
import { ChannelConfigService } from './channel-config.service';
import { ChannelSenders } from './channel-senders';
import { DeliveryService, type DeliveryTarget } from './delivery.service';
import { EscalationRecipients } from './escalation-recipients';
import { EscalationScheduler } from './escalation-scheduler';
import { delayAfterStep, parseIntervals } from './escalation-policy';

/**
 * The `alarms/escalate` processor. Idempotent: it re-reads the alarm and sends only while it is still raised;
 * the delivery log keeps a sent message from going out twice when the job runs again. The next step is queued
 * before sending, so a gateway outage (the job failing and retrying) never ends the escalation.
 */
@Injectable()
export class EscalationService {
  private readonly logger = new Logger('Escalation');

  constructor(
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
    private readonly channels: ChannelConfigService,
    private readonly senders: ChannelSenders,
    private readonly recipients: EscalationRecipients,
    private readonly deliveries: DeliveryService,
    private readonly scheduler: EscalationScheduler,
    private readonly translator: Translator,
    private readonly config: AppConfig,
  ) {}

  @JobHandler('alarms', 'escalate')
  async escalate(job: Job<'alarms', 'escalate'>): Promise<void> {
    const { enterpriseId, alarmId, step } = job.data;
    if (![enterpriseId, alarmId, step].every((n) => Number.isInteger(n) && n > 0)) return;
    const alarm = await this.alarms.findOne({ where: { id: alarmId, enterprise_id: enterpriseId } });
    if (!alarm || !escalates(alarm.status)) return;
    const rule = await this.rules.findOne({ where: { id: alarm.rule_id, enterprise_id: enterpriseId } });
    const channels = await this.channels.resolved(enterpriseId);
    const intervals = parseIntervals(rule?.sms_intervals) ?? channels.intervals;
    await this.scheduler.schedule(alarm, step + 1, delayAfterStep(intervals, step, rule?.interval_unit ?? 'second'));
    // Acknowledged or cleared while we were queuing: that cancel may have missed the step just queued.
    const now = await this.alarms.findOne({ select: { id: true, status: true }, where: { id: alarmId } });
    if (!now || !escalates(now.status)) {
      await this.scheduler.remove(alarmId, step + 1);
      return;
    }
    const failed = await this.deliveries.deliver(enterpriseId, alarmId, step, await this.targets(alarm, rule, channels, step));
    if (failed) throw new Error(`alarm ${alarmId} step ${step}: ${failed} deliveries failed`);
  }

  private async targets(alarm: Alarm, rule: AlarmRule | null, channels: Awaited<ReturnType<ChannelConfigService['resolved']>>, step: number): Promise<DeliveryTarget[]> {
    const who = await this.recipients.resolve(alarm.enterprise_id, rule, channels.row);
    const params = this.params(alarm, step);
    const targets: DeliveryTarget[] = [];
    if (channels.row.sms_enabled && (rule?.notify_sms ?? true)) {
      const sms = this.senders.smsFor(channels.row);
      for (const phone of who.phones) targets.push({ channel: 'sms', recipient: phone, send: () => sms.send(phone, channels.row.sms_template, params) });
    }
    if (channels.mailEnabled && (rule?.notify_mail ?? true) && who.mails.length) {
      const mail = this.senders.mailFor(channels.row);
      const t = (key: string, p: unknown[]) => this.translator.t(key, DEFAULT_LANG, p, alarm.enterprise_id);
      const subject = await t('iot.alarm.mail.subject', [alarm.severity, alarm.rule_name]);
      const text = await t('iot.alarm.mail.body', [params.meter, params.quantity, alarm.rule_name, params.value, params.time]);
      for (const to of who.mails) targets.push({ channel: 'mail', recipient: to, send: () => mail.send({ to, subject, text }) });
    }
    if (!targets.length) this.logger.warn(`alarm ${alarm.id} step ${step}: no recipients`);
    return targets;
  }

  /** SMS template parameters (the template itself lives at the provider). */
  private params(alarm: Alarm, step: number): Record<string, string> {
    return {
      rule: alarm.rule_name,
      meter: alarm.meter_code ?? `#${alarm.meter_id}`,
      quantity: alarm.quantity ?? '',
      value: alarm.last_value === null ? '' : String(alarm.last_value),
      severity: String(alarm.severity),
      time: formatTime(new Date(alarm.raise_time), this.config.timeZone),
      step: String(step),
    };
  }
}

/** `2025-11-22 08:30:00` in the enterprise time zone. */
const formatTime = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at);
