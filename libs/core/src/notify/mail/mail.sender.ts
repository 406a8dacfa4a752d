import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app.config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  cc?: string | string[];
}

/** Sends mail (alarm escalation, notices, password flows). Inject `MailSender`; the adapter follows config. */
export abstract class MailSender {
  /** Resolves when the server accepted the message; rejects when it did not. */
  abstract send(message: MailMessage): Promise<void>;
  /** Releases connections (called on shutdown). */
  close(): void {}
}

/** SMTP through nodemailer, from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpMailSender extends MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  override close(): void {
    this.transport.close();
  }
}

/** No SMTP configured: the message is written to the log instead of being sent. */
export class LogMailSender extends MailSender {
  private readonly logger = new Logger('mail');
  /** The last messages "sent", newest last (kept short; useful in development). */
  readonly outbox: MailMessage[] = [];

  constructor(private readonly from: string) {
    super();
  }

  send(message: MailMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > 50) this.outbox.shift();
    this.logger.log({ from: this.from, to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured');
    return Promise.resolve();
  }
}

export const createMailSender = (config: Pick<AppConfig, 'mail'>): MailSender =>
  config.mail.smtpUrl ? new SmtpMailSender(config.mail.smtpUrl, config.mail.from) : new LogMailSender(config.mail.from);

/** Nest provider: `MailSender` built from AppConfig. */
export const mailSenderProvider = { provide: MailSender, useFactory: createMailSender, inject: [AppConfig] };
