import { DEFAULT_TYPES, DictionarySeeder } from '@gengyun/dictionary';
import { newEnterprise } from '../../support/builders/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

describe(`DictionarySeeder (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const counts = async (enterpriseId: number): Promise<[number, number]> => [
    Number((await t.db.query(`SELECT COUNT(*) AS n FROM dict_type WHERE enterprise_id = ?`, [enterpriseId]))[0].n),
    Number((await t.db.query(`SELECT COUNT(*) AS n FROM dict_item WHERE enterprise_id = ?`, [enterpriseId]))[0].n),
  ];
  const itemTotal = DEFAULT_TYPES.reduce((n, type) => n + type.items.length, 0);

  it('seeds the default types once, concurrently safe, and never restores deleted items', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const seeder = t.app.get(DictionarySeeder);
    const created = await Promise.all([
      seeder.seed({ enterpriseId, enterpriseCode: 'x', adminUserId: admin.userId }),
      seeder.seedEnterprise(enterpriseId),
    ]);
    expect(created).toHaveLength(2);
    expect(await counts(enterpriseId)).toEqual([DEFAULT_TYPES.length, itemTotal]);
    await t.db.query(`DELETE FROM dict_item WHERE enterprise_id = ? AND value = '2' AND type_id = (SELECT id FROM dict_type WHERE enterprise_id = ? AND code = 'gender')`, [enterpriseId, enterpriseId]);
    expect(await seeder.seedEnterprise(enterpriseId)).toBe(0);
    expect(await counts(enterpriseId)).toEqual([DEFAULT_TYPES.length, itemTotal - 1]);
  });

  it('an enterprise nobody seeded gets its types on first use', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    expect(await counts(enterpriseId)).toEqual([0, 0]);
    const res = await t.post('/getOptionsByKey', { selectKey: 'bomType' }, admin.token);
    expect(res.body.content).toHaveLength(4);
    expect(await counts(enterpriseId)).toEqual([DEFAULT_TYPES.length, itemTotal]);
  });
});
