import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender, SmsDeliveryError } from './http-sms.adapter';
import { LogSmsSender } from './log-sms.adapter';
import { createSmsSender } from './sms.module';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('HttpSmsSender', () => {
  let server: Server;
  let url: string;
  let received: Received[];
  let status: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
  });
  beforeEach(() => {
    received = [];
    status = 200;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs JSON {phone, template, params} with the Bearer token', async () => {
    await new HttpSmsSender(url, 'secret-token').send('13800000000', 'identity.smsCode', { code: '123456' });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/sms/send');
    expect(req.headers.authorization).toBe('Bearer secret-token');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ phone: '13800000000', template: 'identity.smsCode', params: { code: '123456' } });
  });

  it('sends no Authorization header without a token', async () => {
    await new HttpSmsSender(url).send('13800000000', 't', {});
    expect(received[0].headers.authorization).toBeUndefined();
  });

  it('rejects when the gateway answers an error status', async () => {
    status = 500;
    await expect(new HttpSmsSender(url, 'x').send('13800000000', 't', {})).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('SMS sender selection and the log adapter', () => {
  it('chooses by config.sms.provider', () => {
    expect(createSmsSender({ sms: { provider: 'log' } })).toBeInstanceOf(LogSmsSender);
    expect(createSmsSender({ sms: { provider: 'http', url: 'http://127.0.0.1:1/x' } })).toBeInstanceOf(HttpSmsSender);
  });

  it('keeps the last messages, newest first, bounded', async () => {
    const sms = new LogSmsSender(2);
    await sms.send('1', 'a', { code: '1' });
    await sms.send('2', 'b', { code: '2' });
    await sms.send('1', 'c', { code: '3' });
    expect(sms.messages().map((m) => m.templateKey)).toEqual(['c', 'b']);
    expect(sms.last('1')?.params).toEqual({ code: '3' });
  });
});
