import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser } from '../../support/builders/identity';

describe(`home work bench counts (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers every registered count for the caller, unread messages and open alarms among them', async () => {
    const ent = await newEnterprise(t);
    await t.post('/notice/add', { title: '停水通知', content: '周六检修', type: 'notice', target_type: 'all' }, ent.admin.token).expect(200);
    const [notice] = await t.db.query('SELECT id FROM notice ORDER BY id DESC LIMIT 1');
    await t.post('/notice/publish', { id: Number(notice.id) }, ent.admin.token).expect(200);
    const res = await t.post('/home/counts', {}, ent.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ messages: 1, alarms: 0 });
  });

  it('gives a user without the alarm permission no alarm count and refuses the anonymous', async () => {
    const ent = await newEnterprise(t);
    const plain = await newUser(t, ent.enterpriseId);
    expect((await t.post('/home/counts', {}, plain.token)).body.content.alarms).toBe(0);
    const anonymous = await t.post('/home/counts');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.content.type).toBe(402);
  });
});
