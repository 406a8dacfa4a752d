import type { MessageKey } from '@gengyun/contracts';

/** /messageConfig/detail: secrets never come back (`has_sms_token`, and only the SMTP host of the SMTP URL). */
export interface MessageConfigView {
  sms_enabled: boolean;
  sms_url: string | null;
  has_sms_token: boolean;
  sms_template: string;
  mail_enabled: boolean;
  smtp_host: string | null;
  mail_from: string | null;
  sms_intervals: number[];
  /** Whether the channel reaches a provider (this form's, or the platform's); without one its messages are skipped. */
  sms_configured?: boolean;
  mail_configured?: boolean;
  user_ids: number[];
  role_ids: number[];
  phones: string[];
  mails: string[];
}

export interface MessageConfigForm {
  sms_enabled: boolean;
  sms_url?: string;
  /** A new token; empty keeps the stored one. */
  sms_token?: string;
  sms_template?: string;
  mail_enabled: boolean;
  /** A new SMTP URL (it carries the password); empty keeps the stored one. */
  smtp_url?: string;
  mail_from?: string;
  intervals: Array<number | null>;
  user_ids: number[];
  role_ids: number[];
  phones: string[];
  mails: string[];
}

export const SMS_URL = /^https?:\/\/\S+$/;
export const SMTP_URL = /^smtps?:\/\/\S+$/;
export const TEMPLATE = /^[A-Za-z0-9_.-]{1,100}$/;

export const configToForm = (view: MessageConfigView): MessageConfigForm => ({
  sms_enabled: view.sms_enabled,
  sms_url: view.sms_url ?? undefined,
  sms_template: view.sms_template,
  mail_enabled: view.mail_enabled,
  mail_from: view.mail_from ?? undefined,
  intervals: [0, 1, 2, 3].map((i) => view.sms_intervals[i] ?? null),
  user_ids: view.user_ids,
  role_ids: view.role_ids,
  phones: view.phones,
  mails: view.mails,
});

/**
 * The /messageConfig/update body. Secrets are sent only when replaced (an omitted field keeps its stored
 * value); the four intervals always (the server needs all four); recipient lists always (empty clears them).
 */
export function formToConfigBody(values: MessageConfigForm): Record<string, unknown> {
  return {
    sms_enabled: values.sms_enabled,
    sms_url: values.sms_url?.trim() || undefined,
    sms_token: values.sms_token?.trim() || undefined,
    sms_template: values.sms_template?.trim() || undefined,
    mail_enabled: values.mail_enabled,
    smtp_url: values.smtp_url?.trim() || undefined,
    mail_from: values.mail_from?.trim() || undefined,
    sms_intervals: values.intervals.map((n) => Number(n)),
    user_ids: values.user_ids,
    role_ids: values.role_ids,
    phones: values.phones.map((phone) => phone.trim()),
    mails: values.mails.map((mail) => mail.trim()),
  };
}

/** Text of a stored secret: "Set", "Set (host)" or "Not set" — never the value. */
export const secretState = (isSet: boolean, host?: string | null): { key: MessageKey; params: string[] } =>
  !isSet
    ? { key: 'alarm.config.secretUnset', params: [] }
    : host
      ? { key: 'alarm.config.secretSetHost', params: [host] }
      : { key: 'alarm.config.secretSet', params: [] };
