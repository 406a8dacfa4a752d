import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SentSms } from '@gengyun/core';

/** A local HTTP SMS gateway recording what it is sent; `status` is what it answers. Alarm SMS go out only through a gateway. */
export interface SmsGateway {
  url: string;
  /** The env of an app whose platform SMS provider is this gateway. */
  env: Record<string, string>;
  status: number;
  bodies: string[];
  /** Newest first, optionally only those to one phone (as LogSmsSender lists them). */
  messages(phone?: string): SentSms[];
  last(phone?: string): SentSms | undefined;
  close(): Promise<void>;
}

export async function smsGateway(): Promise<SmsGateway> {
  const sent: SentSms[] = [];
  const gateway: Omit<SmsGateway, 'url' | 'env' | 'close'> = {
    status: 200,
    bodies: [],
    messages: (phone) => sent.filter((m) => phone === undefined || m.phone === phone).reverse(),
    last: (phone) => gateway.messages(phone)[0],
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      gateway.bodies.push(body);
      if (gateway.status < 300) {
        const { phone, template, params } = JSON.parse(body) as { phone: string; template: string; params: Record<string, string> };
        sent.push({ phone, templateKey: template, params, at: new Date() });
      }
      res.writeHead(gateway.status).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return Object.assign(gateway, {
    url,
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: url },
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
