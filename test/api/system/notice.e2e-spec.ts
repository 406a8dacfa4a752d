import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

const count = async (t: TestApp, table: string): Promise<number> => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

describe(`notices and my messages (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let editor: Actor;
  let reader: Actor;
  let worker: Actor;
  let other: Actor;
  let workerRoleId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    admin = ent.admin;
    editor = await newUser(t, ent.enterpriseId, { permissions: [Permission.system.notice, Permission.system.noticePublish], lang: 'en_US' });
    reader = await newUser(t, ent.enterpriseId, { permissions: [Permission.system.noticeList], lang: 'en_US' });
    worker = await newUser(t, ent.enterpriseId, { lang: 'en_US' });
    other = (await newEnterprise(t)).admin;
    const [row] = await t.db.query(`SELECT role_id FROM user_role WHERE user_id = ${worker.userId}`);
    workerRoleId = Number(row.role_id);
  });
  afterAll(() => t?.close());

  const add = (body: object, token = editor.token) => t.post('/notice/add', body, token);
  const inbox = async (actor: Actor) => (await t.post('/message/my/pageList', {}, actor.token)).body.content;
  const unread = async (actor: Actor) => (await t.post('/message/my/unreadCount', {}, actor.token)).body.content as number;

  it('adds a draft, edits it, and publishing sends a message to every user of the enterprise', async () => {
    const created = await add({ title: 'Holiday', content: 'Closed on Monday', type: 'announcement', target_type: 'all' });
    expect(created.status).toBe(200);
    expect(created.body.content).toMatchObject({ title: 'Holiday', status: 'draft', publish_time: null, role_ids: [] });
    const id = created.body.content.id as number;
    const updated = await t.post('/notice/update', { id, title: 'Holiday notice', content: 'Closed on Monday 1st', type: 'announcement', target_type: 'all' }, editor.token);
    expect(updated.body.content.title).toBe('Holiday notice');
    expect(await inbox(worker)).toEqual({ rows: [], total: 0 });

    const published = await t.post('/notice/publish', { id }, editor.token);
    expect(published.body).toMatchObject({ code: 200, msg: 'Published', content: { recipients: 4 } });
    const detail = await t.post('/notice/detail', { id }, reader.token);
    expect(detail.body.content.status).toBe('published');
    expect(detail.body.content.publish_time).not.toBeNull();

    for (const actor of [admin, editor, reader, worker]) {
      const box = await inbox(actor);
      expect(box.total).toBe(1);
      expect(box.rows[0]).toMatchObject({ notice_id: id, title: 'Holiday notice', content: 'Closed on Monday 1st', is_read: false, user_id: actor.userId });
    }
    expect((await inbox(other)).total).toBe(0);
    expect(await unread(worker)).toBe(1);
  });

  it('publishes to the users of the chosen roles only', async () => {
    const id = (await add({ title: 'Shift change', content: 'Night shift', type: 'notice', target_type: 'roles', role_ids: `${workerRoleId}` })).body.content.id as number;
    const before = await count(t, 'user_message');
    const res = await t.post('/notice/publish', { id }, editor.token);
    expect(res.body.content.recipients).toBe(1);
    expect(await count(t, 'user_message')).toBe(before + 1);
    expect((await inbox(worker)).rows[0].title).toBe('Shift change');
    expect((await inbox(reader)).rows[0].title).not.toBe('Shift change');
  });

  it('marks messages read: chosen ones, then all; never another user’s', async () => {
    const box = await inbox(worker);
    expect(await unread(worker)).toBe(2);
    const first = await t.post('/message/read', { ids: [box.rows[0].id] }, worker.token);
    expect(first.body.content).toEqual({ read: 1 });
    expect(await unread(worker)).toBe(1);
    const theirs = (await inbox(reader)).rows[0].id as number;
    const foreign = await t.post('/message/read', { ids: [theirs] }, worker.token);
    expect(foreign.body.content).toEqual({ read: 0 });
    expect(await unread(reader)).toBe(1);
    await t.post('/message/read', {}, worker.token);
    expect(await unread(worker)).toBe(0);
    const onlyRead = await t.post('/message/my/pageList', { is_read: 1 }, worker.token);
    expect(onlyRead.body.content.total).toBe(2);
    expect(onlyRead.body.content.rows[0].read_time).not.toBeNull();
  });

  it('refuses to edit or publish a published notice (409), changing nothing', async () => {
    const id = (await t.post('/notice/pageList', { status: 'published' }, reader.token)).body.content.rows[0].id as number;
    const before = await count(t, 'user_message');
    const again = await t.post('/notice/publish', { id }, editor.token);
    expect({ status: again.status, msg: again.body.msg }).toEqual({ status: 409, msg: 'The notice is published and cannot be changed' });
    const edit = await t.post('/notice/update', { id, title: 'x', content: 'y', type: 'notice', target_type: 'all' }, editor.token);
    expect(edit.status).toBe(409);
    expect(await count(t, 'user_message')).toBe(before);
  });

  it('refuses malformed or incomplete notices with 422, storing nothing', async () => {
    const before = await count(t, 'notice');
    const cases: Array<[object, string]> = [
      [{ content: 'c', type: 'notice', target_type: 'all' }, 'title cannot be empty'],
      [{ title: 't', content: 'c', type: 'memo', target_type: 'all' }, 'type has a value that is not allowed'],
      [{ title: 't', content: 'c', type: 'notice', target_type: 'roles' }, 'Please choose the receiving roles'],
      [{ title: 't', content: 'c', type: 'notice', target_type: 'roles', role_ids: 'a,b' }, 'role_ids must be an integer'],
      [{ title: 't', content: 'c', type: 'notice', target_type: 'all', pinned: true }, 'Field pinned is not allowed'],
    ];
    for (const [body, msg] of cases) {
      const res = await add(body);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 422, msg });
    }
    expect(await count(t, 'notice')).toBe(before);
  });

  it('pages and filters notices; another enterprise’s notice is not found', async () => {
    const page = await t.post('/notice/pageList', { type: 'notice', pageSize: 10 }, reader.token);
    expect(page.body.content.total).toBe(1);
    const keyword = await t.post('/notice/pageList', { keyword: 'Holiday' }, reader.token);
    expect(keyword.body.content.rows.map((r: { title: string }) => r.title)).toEqual(['Holiday notice']);
    const id = page.body.content.rows[0].id as number;
    expect((await t.post('/notice/detail', { id }, other.token)).status).toBe(404);
    expect((await t.post('/notice/publish', { id }, other.token)).status).toBe(404);
    expect((await t.post('/notice/delete', { id }, other.token)).status).toBe(404);
    expect((await t.post('/notice/pageList', {}, other.token)).body.content.total).toBe(0);
  });

  it('answers 403 without the permission', async () => {
    const body = { title: 't', content: 'c', type: 'notice', target_type: 'all' };
    expect((await add(body, reader.token)).status).toBe(403);
    expect((await add(body, worker.token)).status).toBe(403);
    expect((await t.post('/notice/pageList', {}, worker.token)).status).toBe(403);
    const draft = (await add(body)).body.content.id as number;
    expect((await t.post('/notice/publish', { id: draft }, reader.token)).status).toBe(403);
    expect((await t.post('/notice/delete', { id: draft }, reader.token)).status).toBe(403);
  });

  it('deleting a published notice withdraws its messages', async () => {
    const id = (await t.post('/notice/pageList', { keyword: 'Holiday' }, reader.token)).body.content.rows[0].id as number;
    const before = await count(t, 'user_message');
    const res = await t.post('/notice/delete', { id }, editor.token);
    expect(res.body).toMatchObject({ code: 200, msg: 'Operation succeeded' });
    expect(await count(t, 'user_message')).toBe(before - 4);
    expect((await t.post('/notice/detail', { id }, reader.token)).status).toBe(404);
  });
});
