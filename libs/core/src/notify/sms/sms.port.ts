/** Sends a templated text message. Templates live at the provider; params fill them. */
export interface SmsSender {
  send(phone: string, templateKey: string, params: Record<string, string>): Promise<void>;
}

/** Injection token for the configured SmsSender. */
export const SMS_SENDER = Symbol('SMS_SENDER');

export interface SentSms {
  phone: string;
  templateKey: string;
  params: Record<string, string>;
  at: Date;
}
