import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig, HttpSmsSender, MailSender, SMS_SENDER, SmtpMailSender, type SmsSender } from '@gengyun/core';
import type { ChannelConfig } from './channel-config.entity';

/**
 * The SmsSender and MailSender of an enterprise: its own HTTP gateway / SMTP server when its message
 * configuration names one, otherwise the platform's (environment configuration: `SMS_PROVIDER=http` with
 * `SMS_HTTP_URL`, `SMTP_URL`). With neither, the channel is not configured: null, and escalation logs its
 * messages as skipped instead of handing them to the platform's log-only senders. Built senders are reused.
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

  smsFor(row: Pick<ChannelConfig, 'sms_url' | 'sms_token'>): SmsSender | null {
    if (!row.sms_url) return this.platformSmsConfigured() ? this.platformSms : null;
    const key = `${row.sms_url}\u0000${row.sms_token ?? ''}`;
    let sender = this.sms.get(key);
    if (!sender) this.sms.set(key, (sender = new HttpSmsSender(row.sms_url, row.sms_token ?? undefined)));
    return sender;
  }

  mailFor(row: Pick<ChannelConfig, 'smtp_url' | 'mail_from'>): MailSender | null {
    if (!row.smtp_url) return this.config.mail.smtpUrl ? this.platformMail : null;
    const from = row.mail_from ?? this.config.mail.from;
    const key = `${row.smtp_url}\u0000${from}`;
    let sender = this.mail.get(key);
    if (!sender) this.mail.set(key, (sender = new SmtpMailSender(row.smtp_url, from)));
    return sender;
  }

  /** Whether alarm messages on the channel would reach a provider. */
  configured(row: Pick<ChannelConfig, 'sms_url' | 'smtp_url'>): { sms: boolean; mail: boolean } {
    return { sms: !!row.sms_url || this.platformSmsConfigured(), mail: !!row.smtp_url || !!this.config.mail.smtpUrl };
  }

  /** The platform's SMS goes out only through the HTTP gateway; the default `log` provider sends nothing. */
  private platformSmsConfigured(): boolean {
    return this.config.sms.provider === 'http' && !!this.config.sms.url;
  }

  onModuleDestroy(): void {
    for (const sender of this.mail.values()) sender.close();
  }
}
