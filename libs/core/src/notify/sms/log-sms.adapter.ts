import { Logger } from '@nestjs/common';
import type { SentSms, SmsSender } from './sms.port';

/**
 * The default sender: writes to the log (without the params, which may hold codes) and keeps the last
 * messages in memory, so that operators of an embedded install and tests can read them.
 */
export class LogSmsSender implements SmsSender {
  private readonly logger = new Logger('sms');
  private readonly sent: SentSms[] = [];

  constructor(private readonly keep = 100) {}

  send(phone: string, templateKey: string, params: Record<string, string>): Promise<void> {
    this.sent.push({ phone, templateKey, params: { ...params }, at: new Date() });
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    this.logger.log(`SMS ${templateKey} to ${phone.slice(0, 3)}****${phone.slice(-4)}`);
    return Promise.resolve();
  }

  /** Newest first; optionally only those to one phone. */
  messages(phone?: string): SentSms[] {
    return this.sent.filter((m) => phone === undefined || m.phone === phone).reverse();
  }

  last(phone?: string): SentSms | undefined {
    return this.messages(phone)[0];
  }
}
