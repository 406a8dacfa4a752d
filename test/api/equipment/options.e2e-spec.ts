import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ok, uploadPlan } from './support';

interface Option {
  value: number;
  text: string;
}

describe(`equipment option lists stay fresh (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let other: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await newEnterprise(t)).admin;
    other = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  const texts = async (selectKey: string, actor = admin): Promise<string[]> =>
    (await ok<Option[]>(t, '/getOptionsByKey', { selectKey }, actor.token)).map((o) => o.text);

  it('shows a location, type or manufacturer in the pickers right after it is added, renamed or deleted', async () => {
    expect(await texts('assetPosition')).toEqual([]);
    const plan = await uploadPlan(t, admin.token);
    const plant = await ok<{ id: number }>(t, '/assetPosition/add', { name: '水厂', plan_file_id: plan }, admin.token);
    expect(await texts('assetPosition')).toEqual(['水厂']);
    await ok(t, '/assetPosition/update', { id: plant.id, name: '一号水厂', plan_file_id: plan }, admin.token);
    expect(await texts('assetPosition')).toEqual(['一号水厂']);

    expect(await texts('assetType')).toEqual([]);
    const pump = await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, admin.token);
    expect(await texts('assetType')).toEqual(['泵']);
    await ok(t, '/equipmentType/delete', { id: pump.id }, admin.token);
    expect(await texts('assetType')).toEqual([]);

    await ok(t, '/manufacturer/add', { name: '耕云机电' }, admin.token);
    expect(await texts('manufacturer')).toEqual(['耕云机电']);
  });

  it('never shows one enterprise the other enterprise\'s rows', async () => {
    expect(await texts('assetPosition', other)).toEqual([]);
    expect(await texts('manufacturer', other)).toEqual([]);
  });
});
