import { AppConfig, LogMailSender, SmtpMailSender, createMailSender } from '@gengyun/core';
import { startSmtp } from '../support/smtp-server';

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
    const refusing = await startSmtp({ refuse: 'no such mailbox' });
    const sender = new SmtpMailSender(refusing.url, 'noreply@gengyun.test');
    try {
      await expect(sender.send({ to: 'ghost@example.com', subject: 's', text: 't' })).rejects.toThrow(/no such mailbox/);
    } finally {
      sender.close();
      await refusing.close();
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
