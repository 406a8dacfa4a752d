import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_LANG } from '@gengyun/contracts';
import { AppConfig, Translator } from '@gengyun/core';
import type { Alarm } from '../alarm/alarm.entity';
import { AlarmRule } from '../rule/alarm-rule.entity';
import { ChannelConfigService } from '../channel/channel-config.service';
import { ChannelSenders } from '../channel/channel-senders';
import type { DeliveryTarget } from '../delivery/delivery.service';
import { EscalationRecipients } from './escalation-recipients';
import { offsetOfStep, parseIntervals } from './escalation-policy';

/** What one step of an alarm's escalation is: when it is due and whom it goes to, on which channel. */
export interface EscalationPlan {
  /** Epoch ms step `step` is due: the escalation start plus the intervals before it (never from when a handler ran). */
  dueAt: (step: number) => number;
  targets: (step: number) => Promise<DeliveryTarget[]>;
}

/** Resolves an alarm's rule, the enterprise's channels and the recipients into an EscalationPlan. */
@Injectable()
export class EscalationTargets {
  private readonly logger = new Logger('Escalation');

  constructor(
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
    private readonly channels: ChannelConfigService,
    private readonly senders: ChannelSenders,
    private readonly recipients: EscalationRecipients,
    private readonly translator: Translator,
    private readonly config: AppConfig,
  ) {}

  async plan(alarm: Alarm): Promise<EscalationPlan> {
    const rule = await this.rules.findOne({ where: { id: alarm.rule_id, enterprise_id: alarm.enterprise_id } });
    const channels = await this.channels.resolved(alarm.enterprise_id);
    const intervals = parseIntervals(rule?.sms_intervals) ?? channels.intervals;
    const unit = rule?.interval_unit ?? 'second';
    const start = alarm.escalation_start ?? new Date(alarm.create_time).getTime();
    let who: Awaited<ReturnType<EscalationRecipients['resolve']>> | undefined;
    return {
      dueAt: (step) => start + offsetOfStep(intervals, step, unit),
      targets: async (step) => {
        who ??= await this.recipients.resolve(alarm.enterprise_id, rule, channels.row);
        const params = this.params(alarm, step);
        const targets: DeliveryTarget[] = [];
        if (channels.row.sms_enabled && (rule?.notify_sms ?? true)) {
          const sms = this.senders.smsFor(channels.row);
          for (const phone of who.phones) targets.push({ channel: 'sms', recipient: phone, send: sms && (() => sms.send(phone, channels.row.sms_template, params)) });
        }
        if (channels.mailEnabled && (rule?.notify_mail ?? true) && who.mails.length) {
          const mail = this.senders.mailFor(channels.row);
          const t = (key: string, p: unknown[]) => this.translator.t(key, DEFAULT_LANG, p, alarm.enterprise_id);
          const subject = await t('iot.alarm.mail.subject', [alarm.severity, alarm.rule_name]);
          const text =
            alarm.condition === 'noData'
              ? await t('iot.alarm.mail.bodyNoData', [params.meter, rule?.no_data_seconds ?? '', alarm.rule_name, params.time])
              : await t('iot.alarm.mail.body', [params.meter, params.quantity, alarm.rule_name, params.value, params.time]);
          for (const to of who.mails) targets.push({ channel: 'mail', recipient: to, send: mail && (() => mail.send({ to, subject, text })) });
        }
        if (!targets.length) this.logger.warn(`alarm ${alarm.id} step ${step}: no recipients`);
        return targets;
      },
    };
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
