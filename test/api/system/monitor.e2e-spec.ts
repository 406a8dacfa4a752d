import { Permission } from '@gengyun/contracts';
import { CacheRegistry } from '@gengyun/core';
import { ErrorLogService, UserMessageService } from '@gengyun/system';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

const count = async (t: TestApp, table: string): Promise<number> => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

describe(`error log, caches and change log (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let operator: Actor;
  let nobody: Actor;
  let other: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    admin = ent.admin;
    operator = await newUser(t, ent.enterpriseId, { permissions: [Permission.system.errorLog, Permission.system.cache, Permission.system.cacheClear], lang: 'en_US' });
    nobody = await newUser(t, ent.enterpriseId, { lang: 'en_US' });
    other = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  /** Makes one handler fail with an unexpected error, as a bug would. */
  const failOnce = (message: string): void => {
    jest.spyOn(t.app.get(UserMessageService), 'unread').mockRejectedValueOnce(new Error(message));
  };

  it('persists an uncaught error of a handler and lists it for the enterprise', async () => {
    failOnce('disk on fire');
    const res = await t.post('/message/my/unreadCount', {}, nobody.token).set('X-Request-Id', 'req-boom-1');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: -1, msg: 'Unknown error', content: { requestId: 'req-boom-1' } });
    await t.app.get(ErrorLogService).flush();

    const page = await t.post('/errorLog/pageList', { keyword: 'fire' }, operator.token);
    expect(page.status).toBe(200);
    expect(page.body.content.total).toBe(1);
    const row = page.body.content.rows[0];
    expect(row).toMatchObject({ request_id: 'req-boom-1', method: 'POST', url: '/message/my/unreadCount', user_id: nobody.userId, user_name: nobody.account, message: 'disk on fire' });
    expect(row.stack).toBeUndefined();

    const detail = await t.post('/errorLog/detail', { id: row.id }, operator.token);
    expect(detail.body.content.stack).toContain('Error: disk on fire');
    expect(detail.body.content.stack.length).toBeLessThanOrEqual(4000);

    expect((await t.post('/errorLog/pageList', {}, other.token)).body.content.total).toBe(0);
    expect((await t.post('/errorLog/detail', { id: row.id }, other.token)).status).toBe(404);
  });

  it('filters the error log by date range and keyword', async () => {
    failOnce('second failure');
    await t.post('/message/my/unreadCount', {}, admin.token);
    await t.app.get(ErrorLogService).flush();
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const all = await t.post('/errorLog/pageList', { startTime: today, endTime: today }, operator.token);
    expect(all.body.content.total).toBe(2);
    expect(all.body.content.rows[0].message).toBe('second failure');
    const past = await t.post('/errorLog/pageList', { startTime: '2020-01-01', endTime: '2020-01-02 23:59:59' }, operator.token);
    expect(past.body.content.total).toBe(0);
    const keyword = await t.post('/errorLog/pageList', { keyword: 'second' }, operator.token);
    expect(keyword.body.content.total).toBe(1);
    const bad = await t.post('/errorLog/pageList', { startTime: 'yesterday' }, operator.token);
    expect({ status: bad.status, msg: bad.body.msg }).toEqual({ status: 422, msg: 'startTime is malformed' });
    expect((await t.post('/errorLog/pageList', { level: 1 }, operator.token)).status).toBe(422);
  });

  it('does not log refusals that are the caller’s fault', async () => {
    const before = await count(t, 'error_log');
    await t.post('/errorLog/pageList', {}, nobody.token);
    await t.post('/errorLog/detail', { id: 'x' }, operator.token);
    await t.app.get(ErrorLogService).flush();
    expect(await count(t, 'error_log')).toBe(before);
  });

  it('lists registered caches with their statistics and clears one', async () => {
    const cache = t.app.get(CacheRegistry).create<string>('test.options', 30_000);
    cache.set('asset_type', 'a');
    cache.set('level', 'b');
    cache.get('asset_type');
    cache.get('missing');
    const list = await t.post('/cache/list', {}, operator.token);
    expect(list.status).toBe(200);
    const row = list.body.content.find((c: { name: string }) => c.name === 'test.options');
    expect(row).toMatchObject({ object_count: 2, disk_bytes: 0, hit_count: 1, miss_count: 1, expiry_seconds: 30 });
    expect(row.memory_bytes).toBeGreaterThan(0);
    expect(row.survival_seconds).toBeGreaterThanOrEqual(0);
    expect(new Date(row.last_visit).getTime()).toBeLessThanOrEqual(Date.now());

    const cleared = await t.post('/cache/clear', { name: 'test.options' }, operator.token);
    expect(cleared.body).toMatchObject({ code: 200, msg: 'Cache cleared' });
    expect(cache.get('asset_type')).toBeUndefined();

    const unknown = await t.post('/cache/clear', { name: 'nope' }, operator.token);
    expect({ status: unknown.status, msg: unknown.body.msg }).toEqual({ status: 404, msg: 'Cache nope does not exist' });
    expect((await t.post('/cache/clear', {}, operator.token)).status).toBe(422);
    expect((await t.post('/cache/list', {}, nobody.token)).status).toBe(403);
    expect((await t.post('/cache/clear', { name: 'test.options' }, nobody.token)).status).toBe(403);
    expect((await t.post('/errorLog/pageList', {}, nobody.token)).status).toBe(403);
  });

  it('lists the change log of a business object to who may see it, in the caller’s enterprise only', async () => {
    await t.post('/notice/add', { title: '停电通知', content: '周六停电', type: 'notice', target_type: 'all' }, admin.token);
    const id = (await t.post('/notice/pageList', {}, admin.token)).body.content.rows[0].id as number;
    const reader = await newUser(t, admin.enterpriseId, { permissions: [Permission.system.noticeList], lang: 'en_US' });
    const log = await t.post('/log/pageList', { business_no: 'notice', data_id: id }, reader.token);
    expect(log.status).toBe(200);
    expect(log.body.content.total).toBe(1);
    expect(log.body.content.rows[0]).toMatchObject({ create_user_name: admin.account, text: 'Created notice "停电通知"' });
    const zh = await t.post('/log/pageList', { business_no: 'notice', data_id: id }, admin.token);
    expect(zh.body.content.rows[0].text).toBe('新增公告“停电通知”');
    expect((await t.post('/log/pageList', { business_no: 'notice', data_id: id }, nobody.token)).status).toBe(403);
    expect((await t.post('/log/pageList', { business_no: 'notice', data_id: id }, other.token)).status).toBe(404);
    expect((await t.post('/log/pageList', { business_no: 'notice' }, reader.token)).status).toBe(422);
    expect((await t.post('/log/pageList', { business_no: 'notice', data_id: id })).status).toBe(401);
  });
});
