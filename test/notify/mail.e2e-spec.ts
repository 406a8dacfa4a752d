import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { AppConfig, LogMailSender, SmtpMailSender, createMailSender } from '@gengyun/core';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail sender', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('sends through SMTP_URL: the server receives from, to, subject and body', async () => {
    const config = AppConfig.fromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gengyun <alarm@gengyun.test>' });
    const sender = createMailSender(config);
    expect(sender).toBeInstanceOf(SmtpMailSender);
    try {
      await sender.send({ to: ['ops@example.com', 'boss@example.com'], subject: 'Alarm: pump 3 offline', text: 'Pump 3 has sent no data for 300 s.' });
      await sender.send({ to: 'zh@example.com', subject: '报警：3号泵离线', text: '3号泵已300秒无数据。' });
    } finally {
      sender.close();
    }
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    expect(first!.from).toBe('alarm@gengyun.test');
    expect(first!.to).toEqual(['ops@example.com', 'boss@example.com']);
    expect(first!.raw).toMatch(/^From: Gengyun <alarm@gengyun\.test>$/m);
    expect(first!.raw).toMatch(/^To: ops@example\.com, boss@example\.com$/m);
    expect(first!.raw).toMatch(/^Subject: Alarm: pump 3 offline$/m);
    expect(first!.raw).toContain('Pump 3 has sent no data for 300 s.');
    expect(second!.to).toEqual(['zh@example.com']);
    expect(second!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(second!.raw).toContain(`Subject: =?UTF-8?B?${Buffer.from('报警：3号泵离线').toString('base64').slice(0, 8)}`);
  });

  it('rejects when the server refuses the recipient', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('no such mailbox'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    const sender = new SmtpMailSender(`smtp://127.0.0.1:${port}`, 'noreply@gengyun.test');
    try {
      await expect(sender.send({ to: 'ghost@example.com', subject: 's', text: 't' })).rejects.toThrow(/no such mailbox/);
    } finally {
      sender.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('without SMTP_URL, logs the message instead of sending it', async () => {
    const sender = createMailSender(AppConfig.fromEnv({ LOG_LEVEL: 'silent' }));
    expect(sender).toBeInstanceOf(LogMailSender);
    await sender.send({ to: 'a@example.com', subject: 'Hello', text: 'Body' });
    expect((sender as LogMailSender).outbox).toEqual([{ to: 'a@example.com', subject: 'Hello', text: 'Body' }]);
    expect(smtp.received.length).toBeLessThanOrEqual(2);
  });
});
