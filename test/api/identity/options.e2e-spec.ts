import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

describe(`role and organization option lists (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
  });
  afterAll(() => t?.close());

  const options = async (selectKey: string, token = admin.token) =>
    (await t.post('/getOptionsByKey', { selectKey }, token)).body.content as Array<{ value: number; text: string; pid?: number | null }>;

  it('lists the enterprise\'s roles for any logged-in user, including one added a moment ago', async () => {
    const plain = await newUser(t, enterpriseId);
    const before = (await options('roleList', plain.token)).map((o) => o.text);
    await t.post('/role/add', { name: '巡检员' }, admin.token).expect(200);
    const after = (await options('roleList', plain.token)).map((o) => o.text);
    expect(after).toEqual([...before, '巡检员']);
    const other = await newEnterprise(t);
    expect((await options('roleList', other.admin.token)).map((o) => o.text)).not.toContain('巡检员');
  });

  it('lists organizations as a tree', async () => {
    const root = (await t.post('/org/add', { name: '水务集团' }, admin.token)).body.content as { id: number };
    await t.post('/org/add', { name: '运维部', parent_id: root.id }, admin.token).expect(200);
    const orgs = await options('organization');
    expect(orgs).toEqual([
      expect.objectContaining({ value: root.id, text: '水务集团', pid: null }),
      expect.objectContaining({ text: '运维部', pid: root.id }),
    ]);
  });
});
