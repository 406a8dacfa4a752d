import { io, type Socket } from 'socket.io-client';
import { EventBus } from '@gengyun/core';
import { UserMessageService } from '@gengyun/system';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The header's unread count follows new messages by push, to their reader alone (a per-user audience). */
describe(`new messages pushed with the unread count (${testDbKind()})`, () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  const listen = async (who: Actor): Promise<Array<[string, unknown]>> => {
    const events: Array<[string, unknown]> = [];
    const socket = io(url, { auth: { token: who.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return events;
  };
  const settle = async (): Promise<void> => {
    await t.app.get(EventBus).settled();
    await sleep(200);
  };

  it('each recipient hears of their newest message and their own count; nobody else hears anything', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const reader = await newUser(t, enterpriseId);
    const other = await newUser(t, enterpriseId);
    const stranger = (await newEnterprise(t)).admin;
    const [toReader, toOther, toAdmin, toStranger] = await Promise.all([listen(reader), listen(other), listen(admin), listen(stranger)]);
    const inbox = t.app.get(UserMessageService);
    await inbox.deliver(enterpriseId, [
      { userId: reader.userId, title: 'First', content: '1' },
      { userId: reader.userId, title: 'Second', content: '2' },
      { userId: other.userId, title: 'Yours', content: '3' },
    ]);
    await settle();
    const news = (events: Array<[string, unknown]>) => events.filter(([e]) => e === 'message.new').map(([, p]) => p as { id: number; title: string; unread: number });
    const [newest] = (await t.db.query('SELECT MAX(id) AS id FROM user_message WHERE user_id = ?', [reader.userId])) as Array<{ id: number | string }>;
    expect(news(toReader)).toEqual([{ id: Number(newest!.id), title: 'Second', unread: 2 }]);
    expect(news(toOther)).toEqual([expect.objectContaining({ title: 'Yours', unread: 1 })]);
    expect(news(toAdmin)).toEqual([]);
    expect(news(toStranger)).toEqual([]);

    // Reading one lowers the count the next message carries, as /message/my/unreadCount answers it.
    const [first] = (await t.db.query('SELECT MIN(id) AS id FROM user_message WHERE user_id = ?', [reader.userId])) as Array<{ id: number | string }>;
    expect((await t.post('/message/read', { ids: [Number(first!.id)] }, reader.token)).status).toBe(200);
    await inbox.deliver(enterpriseId, [{ userId: reader.userId, title: 'Third', content: '4' }]);
    await settle();
    expect(news(toReader).at(-1)).toMatchObject({ title: 'Third', unread: 2 });
    expect((await t.post('/message/my/unreadCount', {}, reader.token)).body.content).toBe(2);
  });
});
