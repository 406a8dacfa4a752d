import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig, HttpSmsSender, MailSender, SMS_SENDER, SmtpMailSender, type SmsSender } from '@gengyun/core';
import type { ChannelConfig } from './channel-config.entity';

/**
 * The SmsSender and MailSender of an enterprise: its own HTTP gateway / SMTP server when its message
 * configuration names one, otherwise the platform's (environment configuration). Built senders are reused.
 */
@Injectable()
export class ChannelSenders implements OnModuleDestroy {
  private readonly sms = new Map<string, SmsSender>();
  private readonly mail = new Map<string, MailSender>();

  constructor(
    @Inject(SMS_SENDER) private readonly platformSms: SmsSender,
    private readonly platformMail: MailSender,
    private readonly config: AppConfig,
  ) {}

  smsFor(row: Pick<ChannelConfig, 'sms_url' | 'sms_token'>): SmsSender {
    if (!row.sms_url) return this.platformSms;
    const key = `${row.sms_url}\u0000${row.sms_token ?? ''}`;
    let sender = this.sms.get(key);
    if (!sender) this.sms.set(key, (sender = new HttpSmsSender(row.sms_url, row.sms_token ?? undefined)));
    return sender;
  }

  mailFor(row: Pick<ChannelConfig, 'smtp_url' | 'mail_from'>): MailSender {
    if (!row.smtp_url) return this.platformMail;
    const from = row.mail_from ?? this.config.mail.from;
    const key = `${row.smtp_url}\u0000${from}`;
    let sender = this.mail.get(key);
    if (!sender) this.mail.set(key, (sender = new SmtpMailSender(row.smtp_url, from)));
    return sender;
  }

  onModuleDestroy(): void {
    for (const sender of this.mail.values()) sender.close();
  }
}
