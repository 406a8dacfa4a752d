import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { Permission } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { login, newEnterprise, newOperator, newUser, type Actor } from '../support/builders/identity';
import { newPlaces } from '../support/builders/places';
import { startAppOn } from '../ingest/ingest-support';

jest.setTimeout(60_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Client {
  socket: Socket;
  received: Array<[string, unknown]>;
  closed: Promise<number>;
}

/**
 * Whatever ends a session or narrows its rights reaches its open sockets on every api process within a second:
 * an ended session is told (`session.revoked`) and closed; narrowed rights stop what the session may no longer see.
 */
describe(`sockets of ended or narrowed sessions, on two api processes (${testDbKind()})`, () => {
  let db: TestDatabase;
  let api1: TestApp;
  let api2: TestApp;
  let urls: [string, string];

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    const env = { REDIS_URL, REDIS_PREFIX: `gy-rev-${randomBytes(4).toString('hex')}` };
    api1 = await startAppOn(db.url, env);
    api2 = await startAppOn(db.url, env);
    await api1.app.listen(0, '127.0.0.1');
    await api2.app.listen(0, '127.0.0.1');
    urls = [await api1.app.getUrl(), await api2.app.getUrl()];
  });
  afterAll(async () => {
    await api2?.close();
    await api1?.close();
    await db?.drop();
  });

  const connect = async (url: string, token: string): Promise<Client> => {
    const received: Array<[string, unknown]> = [];
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
    const closed = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received, closed };
  };
  /** The user's sockets on both apis; `act` ends the session; both close within a second, told why. */
  const endsWithin = async (actor: Actor, act: () => Promise<unknown>, reason: string): Promise<void> => {
    const clients = [await connect(urls[0], actor.token), await connect(urls[1], actor.token)];
    const began = Date.now();
    await act();
    const closedAt = await Promise.all(clients.map((c) => Promise.race([c.closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 3000))])));
    for (const at of closedAt) expect(at - began).toBeLessThan(1000);
    for (const c of clients) expect(c.received).toContainEqual(['session.revoked', { reason }]);
    expect((await api2.post('/user/info', {}, actor.token)).status).toBe(401);
  };

  it('logout', async () => {
    const { admin } = await newEnterprise(api1);
    await endsWithin(admin, () => api1.post('/logout', {}, admin.token), 'logout');
  });

  it('a password change ends the other sessions', async () => {
    const { admin } = await newEnterprise(api1);
    const other = { ...admin, token: (await login(api1, admin.account, admin.password)).token };
    await endsWithin(other, () => api1.post('/user/changePassword', { oldPassword: admin.password, password: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' }, admin.token), 'passwordChanged');
  });

  it('an administrator resets the password, disables or deletes the user', async () => {
    const { admin, enterpriseId } = await newEnterprise(api1);
    const cases: Array<[string, (user: Actor) => Promise<unknown>]> = [
      ['passwordReset', (u) => api1.post('/user/resetPassword', { id: u.userId, password: 'Reset1234' }, admin.token)],
      ['userDisabled', (u) => api1.post('/user/update', { id: u.userId, enabled: false }, admin.token)],
      ['userDeleted', (u) => api1.post('/user/delete', { id: u.userId }, admin.token)],
    ];
    for (const [reason, act] of cases) {
      const user = await newUser(api1, enterpriseId, { permissions: [Permission.meter.list] });
      await endsWithin(user, () => act(user), reason);
    }
  });

  it('the operator locks or cancels the enterprise', async () => {
    const operator = await newOperator(api1);
    for (const [path, reason] of [['/tenant/lock', 'enterpriseLocked'], ['/tenant/cancel', 'enterpriseCancelled']] as const) {
      const { admin, enterpriseId } = await newEnterprise(api1);
      await endsWithin(admin, () => api1.post(path, { id: enterpriseId }, operator.token), reason);
    }
  });

  it('a role change that removes a permission or a location stops those events on every api, and the socket stays', async () => {
    const { admin, enterpriseId } = await newEnterprise(api1);
    const { areaA, areaB } = await newPlaces(api1, admin.token);
    const user = await newUser(api1, enterpriseId, { permissions: [Permission.meter.list, Permission.alarm.list] });
    const roleId = (await api1.post('/user/detail', { id: user.userId }, admin.token)).body.content.roleIds[0] as number;
    const clients = [await connect(urls[0], user.token), await connect(urls[1], user.token)];
    const reading = (meterId: number, location: number): void =>
      api1.app.get(EventBus).emit('iot.reading.accepted', { enterpriseId, meterId, meterCode: `M${meterId}`, meterType: 'flowmeter', scope: { location, equipment_type: null }, ts: Date.now(), values: { instant_flow: 1 } });
    const seen = (c: Client, meterId: number): boolean => c.received.some(([e, p]) => e === 'meter.reading' && (p as { meterId: number }).meterId === meterId);
    const until = async (check: () => boolean, ms = 3000): Promise<void> => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('not in time');
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    reading(1, areaB);
    await until(() => clients.every((c) => seen(c, 1)));

    const menuIds = (await api1.post('/role/detail', { id: roleId }, admin.token)).body.content.menuIds as number[];
    const began = Date.now();
    expect((await api1.post('/role/grant', { id: roleId, menuIds, scopes: { location: [areaA] } }, admin.token)).status).toBe(200);
    // Within a second every api applies the narrower scope: area B's readings stop, area A's still come.
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - began))));
    reading(2, areaB);
    reading(3, areaA);
    await until(() => clients.every((c) => seen(c, 3)));
    for (const c of clients) expect(seen(c, 2)).toBe(false);
    for (const c of clients) expect(c.socket.connected).toBe(true);

    // Without the permission, not even area A's readings come.
    expect((await api1.post('/role/grant', { id: roleId, menuIds: [], scopes: { location: [areaA] } }, admin.token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    reading(4, areaA);
    await new Promise((r) => setTimeout(r, 500));
    for (const c of clients) expect(seen(c, 4)).toBe(false);
    for (const c of clients) c.socket.disconnect();
  });
});
