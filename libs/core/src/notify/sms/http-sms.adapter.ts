import type { SmsSender } from './sms.port';

export class SmsDeliveryError extends Error {}

/**
 * Sends through an HTTP gateway: `POST {url}` with JSON `{ phone, template, params }` and
 * `Authorization: Bearer {token}`; any 2xx is success.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token?: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(phone: string, templateKey: string, params: Record<string, string>): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, template: templateKey, params }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}`);
  }
}
