import { Permission } from '@gengyun/contracts';
import { UserDirectory } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

describe(`a mail address per user (${testDbKind()})`, () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let n = 0;
  const account = (): string => `mail${Date.now().toString(36)}${++n}`;
  const add = (body: object, token = admin.token) => t.post('/user/add', { account: account(), name: 'M', password: 'abc12345', ...body }, token);
  const stored = async (id: number): Promise<string | null> => ((await t.db.query('SELECT mail FROM `user` WHERE id = ?', [id])) as Array<{ mail: string | null }>)[0]!.mail;

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
  });
  afterAll(() => t.close());

  it('is added trimmed, shown in details and lists, found by keyword, changed and cleared on edit, and audited', async () => {
    const created = await add({ mail: '  Wang.Wu@Example.com ' });
    expect(created.status).toBe(200);
    const id = created.body.content.id as number;
    expect(created.body.content.mail).toBe('Wang.Wu@Example.com');
    expect((await t.post('/user/detail', { id }, admin.token)).body.content.mail).toBe('Wang.Wu@Example.com');
    const list = await t.post('/user/pageList', { keyword: 'wang.wu@', pageSize: 10 }, admin.token);
    expect(list.body.content.rows.map((r: { id: number; mail: string }) => [r.id, r.mail])).toEqual([[id, 'Wang.Wu@Example.com']]);
    expect((await t.post('/user/update', { id, mail: 'ww@example.org' }, admin.token)).body.content.mail).toBe('ww@example.org');
    // Leaving the field out keeps it; clearing is asked for by name (an emptied form field never reaches the server).
    expect((await t.post('/user/update', { id, name: 'M2', mail: '' }, admin.token)).body.content.mail).toBe('ww@example.org');
    expect((await t.post('/user/update', { id, clear_mail: 'true' }, admin.token)).body.content.mail).toBeNull();
    const log = (await t.db.query("SELECT remark FROM audit_log WHERE business_no = 'user' AND data_id = ? ORDER BY id", [id])) as Array<{ remark: string }>;
    expect(log.map((r) => r.remark).join('\n')).toContain('ww@example.org');
  });

  it('refuses a malformed address with "mail format error" in the reader\'s language, changing nothing', async () => {
    const zh = await add({ mail: 'wang@example' });
    expect(zh.status).toBe(422);
    expect(zh.body).toMatchObject({ code: -1, msg: '邮箱格式错误', content: { key: 'identity.errors.mailFormat' } });
    const english = await newUser(t, enterpriseId, { permissions: [Permission.user.list, Permission.user.add, Permission.user.edit], lang: 'en_US' });
    const en = await add({ mail: 'two@@example.com' }, english.token);
    expect(en.body).toMatchObject({ code: -1, msg: 'Mail format error' });
    const id = (await add({ mail: 'keep@example.com' })).body.content.id as number;
    const bad = await t.post('/user/update', { id, name: 'Changed', mail: 'with space@example.com' }, english.token);
    expect(bad.body).toMatchObject({ code: -1, msg: 'Mail format error' });
    expect(await stored(id)).toBe('keep@example.com');
    expect((await t.post('/user/detail', { id }, admin.token)).body.content.name).toBe('M');
    expect((await t.post('/user/update', { id, mail: 'x'.repeat(95) + '@a.com' }, english.token)).status).toBe(422);
  });

  it('is not unique: two people may share a mailbox', async () => {
    expect((await add({ mail: 'team@example.com' })).status).toBe(200);
    expect((await add({ mail: 'team@example.com' })).status).toBe(200);
  });

  it('each user edits their own on my/info (set, refused when malformed, cleared)', async () => {
    const me = await newUser(t, enterpriseId, { lang: 'en_US' });
    const set = await t.post('/user/updateInfo', { mail: 'me@example.com' }, me.token);
    expect(set.body.content.mail).toBe('me@example.com');
    expect((await t.post('/user/info', {}, me.token)).body.content.mail).toBe('me@example.com');
    expect((await t.post('/user/updateInfo', { mail: 'me-at-example.com' }, me.token)).body).toMatchObject({ code: -1, msg: 'Mail format error' });
    expect(await stored(me.userId)).toBe('me@example.com');
    expect((await t.post('/user/updateInfo', { clear_mail: true }, me.token)).body.content.mail).toBeNull();
    expect(await stored(me.userId)).toBeNull();
  });

  it('the user directory answers the address and the language other areas write in', async () => {
    const person = await newUser(t, enterpriseId, { lang: 'en_US' });
    await t.post('/user/updateInfo', { mail: 'dir@example.com' }, person.token);
    expect(await t.app.get(UserDirectory).byIds(enterpriseId, [person.userId])).toEqual([expect.objectContaining({ id: person.userId, mail: 'dir@example.com', lang: 'en_US' })]);
  });
});
