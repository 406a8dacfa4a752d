import { Permission, type Lang } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { testDbKind } from '../../support/test-db';
import { catalogue, ok, type Ids } from './support';

const DUPLICATED: Record<Lang, string> = { zh_CN: '存在重复值，请修改', en_US: 'Duplicated values, please modify' };

describe(`duplicate names of types, models and partners (${testDbKind()})`, () => {
  let t: TestApp;
  let writers: Record<Lang, Actor>;
  let ids: Ids;
  const count = async (table: string) => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const tables = ['equipment_type', 'equipment_model', 'equipment_partner', 'audit_log'];
  const counts = async () => Promise.all(tables.map(count));

  /** Sends a write that must be refused as a duplicate in the writer's language, changing no table. */
  const refused = async (lang: Lang, path: string, body: object) => {
    const before = await counts();
    const res = await t.post(path, body, writers[lang].token);
    expect([lang, path, res.status, res.body.content?.key, res.body.msg]).toEqual([lang, path, 409, 'common.errors.duplicated', DUPLICATED[lang]]);
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    const { enterpriseId, admin } = await newEnterprise(t);
    ids = await catalogue(t, admin.token);
    const permissions = [Permission.equipmentType.list, Permission.equipmentType.add, Permission.equipmentType.edit, Permission.equipmentModel.list, Permission.equipmentModel.add, Permission.equipmentModel.edit, Permission.partner.list, Permission.partner.add, Permission.partner.edit];
    writers = { zh_CN: admin, en_US: await newUser(t, enterpriseId, { permissions, lang: 'en_US' }) };
  });
  afterAll(() => t.close());

  it.each(['zh_CN', 'en_US'] as const)('refuses a type name twice among siblings (%s), and allows it under another parent', async (lang) => {
    await refused(lang, '/equipmentType/add', { name: '离心泵', parent_id: ids.pump });
    await refused(lang, '/equipmentType/add', { name: '泵' });
    const sibling = await ok<{ id: number }>(t, '/equipmentType/add', { name: `轴流泵-${lang}`, parent_id: ids.pump }, writers[lang].token);
    await refused(lang, '/equipmentType/update', { id: sibling.id, name: '离心泵', parent_id: ids.pump });
    expect(await ok<{ name: string; parent_id: number }>(t, '/equipmentType/detail', { id: sibling.id }, writers[lang].token)).toMatchObject({ name: `轴流泵-${lang}`, parent_id: ids.pump });
    const elsewhere = await ok<{ id: number; name: string }>(t, '/equipmentType/add', { name: '离心泵', parent_id: ids.meter }, writers[lang].token);
    expect(elsewhere.name).toBe('离心泵');
    await ok(t, '/equipmentType/delete', { id: elsewhere.id }, writers.zh_CN.token);
  });

  it.each(['zh_CN', 'en_US'] as const)('refuses a type code already used in the enterprise (%s), whatever the tree and case; others may keep it', async (lang) => {
    const CODE_TAKEN: Record<Lang, string> = { zh_CN: '类型编码“VP-01”已被其他设备类型使用', en_US: 'Type code "VP-01" is already used by another equipment type' };
    const code = `VP-${lang}`;
    const first = await ok<{ id: number }>(t, '/equipmentType/add', { name: `真空泵-${lang}`, code, parent_id: ids.pump }, writers[lang].token);
    const takenBy = async (body: object, path = '/equipmentType/add') => {
      const before = await counts();
      const res = await t.post(path, body, writers[lang].token);
      expect(await counts()).toEqual(before);
      return [res.status, res.body.content?.key, res.body.msg];
    };
    const msg = CODE_TAKEN[lang].replace('VP-01', code.toLowerCase());
    expect(await takenBy({ name: `其他-${lang}`, code: code.toLowerCase() })).toEqual([409, 'equipment.errors.typeCodeDuplicated', msg]);
    const second = await ok<{ id: number }>(t, '/equipmentType/add', { name: `隔膜泵-${lang}`, code: `DP-${lang}`, parent_id: ids.meter }, writers[lang].token);
    expect(await takenBy({ id: second.id, name: `隔膜泵-${lang}`, code: ` ${code} `, parent_id: ids.meter }, '/equipmentType/update')).toEqual([409, 'equipment.errors.typeCodeDuplicated', CODE_TAKEN[lang].replace('VP-01', code)]);
    expect(await ok<{ code: string }>(t, '/equipmentType/detail', { id: second.id }, writers[lang].token)).toMatchObject({ code: `DP-${lang}` });
    // a type keeps its own code on update; types without a code are never compared
    await ok(t, '/equipmentType/update', { id: first.id, name: `真空泵-${lang}`, code, parent_id: ids.pump, remark: 'kept' }, writers[lang].token);
    await ok(t, '/equipmentType/add', { name: `无编码-${lang}` }, writers[lang].token);
    await ok(t, '/equipmentType/add', { name: `无编码2-${lang}` }, writers[lang].token);
  });

  it.each(['zh_CN', 'en_US'] as const)('refuses a model name twice for one type (%s), and allows it for another type', async (lang) => {
    await refused(lang, '/equipmentModel/add', { name: 'IS80', type_id: ids.centrifugal });
    const other = await ok<{ id: number }>(t, '/equipmentModel/add', { name: `IS100-${lang}`, type_id: ids.centrifugal }, writers[lang].token);
    await refused(lang, '/equipmentModel/update', { id: other.id, name: 'IS80', type_id: ids.centrifugal });
    expect(await ok<{ name: string }>(t, '/equipmentModel/detail', { id: other.id }, writers[lang].token)).toMatchObject({ name: `IS100-${lang}` });
    const forMeters = await ok<{ id: number; name: string }>(t, '/equipmentModel/add', { name: 'IS80', type_id: ids.meter }, writers[lang].token);
    expect(forMeters.name).toBe('IS80');
    await ok(t, '/equipmentModel/delete', { id: forMeters.id }, writers.zh_CN.token);
  });

  it.each(['zh_CN', 'en_US'] as const)('refuses a manufacturer or supplier name twice of its kind (%s); the other kind may share it', async (lang) => {
    await refused(lang, '/manufacturer/add', { name: '耕云机电' });
    await refused(lang, '/supplier/add', { name: '华南供应' });
    const maker = await ok<{ id: number }>(t, '/manufacturer/add', { name: `东方电机-${lang}` }, writers[lang].token);
    await refused(lang, '/manufacturer/update', { id: maker.id, name: '耕云机电' });
    expect(await ok<{ name: string }>(t, '/manufacturer/detail', { id: maker.id }, writers[lang].token)).toMatchObject({ name: `东方电机-${lang}` });
    const supplier = await ok<{ id: number; name: string }>(t, '/supplier/add', { name: '耕云机电' }, writers[lang].token);
    expect(supplier.name).toBe('耕云机电');
    await ok(t, '/supplier/delete', { id: supplier.id }, writers.zh_CN.token);
  });
});
