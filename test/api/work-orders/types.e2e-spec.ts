import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { ALL, LEVELS, ok, uniq } from './support';

/** Work-order types (issue 13 item 1): priorities with time limits, a default pool, fields from the field library. */
describe(`work-order types (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let english: Actor;
  let enterpriseId: number;
  const fields: Record<'text' | 'select' | 'number', number> = {} as never;

  const count = async (): Promise<number> => (await ok<{ total: number }>(t, '/workOrderType/pageList', {}, admin)).total;
  const refused = async (body: Record<string, unknown>, status: number, zh: string, en: string) => {
    const before = await count();
    const base = { code: uniq('T'), name: '类型', levels: LEVELS };
    const a = await t.post('/workOrderType/add', { ...base, ...body }, admin.token);
    expect([a.status, a.body.code, a.body.msg]).toEqual([status, -1, zh]);
    const b = await t.post('/workOrderType/add', { ...base, code: uniq('T'), ...body }, english.token);
    expect([b.status, b.body.msg]).toEqual([status, en]);
    expect(await count()).toBe(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, enterpriseId } = await newEnterprise(t));
    english = await newUser(t, enterpriseId, { permissions: ALL, lang: 'en_US' });
    fields.text = (await ok<{ id: number }>(t, '/field/add', { code: 'fault', name: '故障现象', data_type: 'text' }, admin)).id;
    fields.select = (await ok<{ id: number }>(t, '/field/add', { code: 'level', name: '紧急程度', data_type: 'select', option_key: 'level' }, admin)).id;
    fields.number = (await ok<{ id: number }>(t, '/field/add', { code: 'hours', name: '停机小时', data_type: 'number' }, admin)).id;
  });
  afterAll(() => t?.close());

  it('stores levels, the default pool and the fields (with their library code and name, in order)', async () => {
    const pool = await ok<{ id: number }>(t, '/workOrderPool/add', { name: '机修池', member_ids: [admin.userId] }, admin);
    const type = await ok<{ id: number; levels: unknown[]; fields: Array<Record<string, unknown>>; default_pool_id: number; show_fee: boolean }>(
      t,
      '/workOrderType/add',
      {
        code: 'REPAIR',
        name: '维修',
        default_pool_id: pool.id,
        show_fee: false,
        levels: [...LEVELS].reverse(),
        fields: [
          { field_id: fields.select, required: true, options: ['1', '2'], sort: 2 },
          { field_id: fields.text, hidden: true, sort: 1 },
        ],
      },
      admin,
    );
    expect(type.levels).toEqual(LEVELS);
    expect(type.default_pool_id).toBe(pool.id);
    expect(type.show_fee).toBe(false);
    expect(type.fields.map((f) => [f.code, f.name, f.required, f.hidden, f.options])).toEqual([
      ['fault', '故障现象', false, true, null],
      ['level', '紧急程度', true, false, ['1', '2']],
    ]);
    const detail = await ok<{ fields: unknown[] }>(t, '/workOrderType/detail', { id: type.id }, english);
    expect(detail.fields).toHaveLength(2);
  });

  it('refuses missing or repeated priority levels', async () => {
    await refused({ levels: LEVELS.slice(0, 4) }, 422, '优先级1至5须各设一次响应时限和完成时限', 'Priority levels 1 to 5 each need one response limit and one completion limit');
    await refused({ levels: [...LEVELS.slice(0, 4), LEVELS[0]] }, 422, '优先级1至5须各设一次响应时限和完成时限', 'Priority levels 1 to 5 each need one response limit and one completion limit');
  });

  it('refuses a response limit longer than the completion limit', async () => {
    const levels = LEVELS.map((l) => (l.level === 2 ? { ...l, response_minutes: 500 } : l));
    await refused({ levels }, 422, '响应时限不能大于完成时限', 'The response limit cannot be longer than the completion limit');
  });

  it('refuses a hidden field that is required', async () => {
    await refused({ fields: [{ field_id: fields.text, hidden: true, required: true }] }, 422, '隐藏字段不能设为必填', 'Hidden fields cannot be required');
  });

  it('refuses options a field does not have, and options on a free field', async () => {
    await refused({ fields: [{ field_id: fields.select, options: ['1', '9'] }] }, 422, '字段“紧急程度”的值不在可选项中', 'The value of field "紧急程度" is not one of its options');
    await refused({ fields: [{ field_id: fields.number, options: ['1'] }] }, 422, '字段“停机小时”的值不在可选项中', 'The value of field "停机小时" is not one of its options');
  });

  it('refuses a field twice, an unknown field, another enterprise’s field and pool, a taken code', async () => {
    await refused({ fields: [{ field_id: fields.text }, { field_id: fields.text }] }, 422, '存在重复值，请修改', 'Duplicated values, please modify');
    await refused({ fields: [{ field_id: 999_999 }] }, 404, '信息不存在', 'Information does not exist');
    const other = await newEnterprise(t);
    const foreignField = await ok<{ id: number }>(t, '/field/add', { code: 'x', name: 'x', data_type: 'text' }, other.admin);
    const foreignPool = await ok<{ id: number }>(t, '/workOrderPool/add', { name: 'x' }, other.admin);
    await refused({ fields: [{ field_id: foreignField.id }] }, 404, '信息不存在', 'Information does not exist');
    await refused({ default_pool_id: foreignPool.id }, 404, '信息不存在', 'Information does not exist');
    expect((await t.post('/workOrderType/detail', { id: (await ok<{ rows: Array<{ id: number }> }>(t, '/workOrderType/pageList', {}, admin)).rows[0]!.id }, other.admin.token)).status).toBe(404);
    await refused({ code: 'REPAIR' }, 409, '已存在', 'Already exists');
  });

  it('refuses malformed bodies and callers without the permission', async () => {
    const bad = await t.post('/workOrderType/add', { code: 'a b', name: 'x', levels: LEVELS }, admin.token);
    expect(bad.status).toBe(422);
    const unknown = await t.post('/workOrderType/add', { code: 'AB', name: 'x', levels: LEVELS, colour: 'red' }, admin.token);
    expect([unknown.status, unknown.body.msg]).toEqual([422, '不允许的字段colour']);
    const reader = await newUser(t, enterpriseId, { permissions: [Permission.workOrderType.list] });
    expect((await t.post('/workOrderType/add', { code: 'AB', name: 'x', levels: LEVELS }, reader.token)).status).toBe(403);
  });

  it('updates levels and fields as sent, and deletes a type no order uses', async () => {
    const type = await ok<{ id: number }>(t, '/workOrderType/add', { code: 'TMP', name: '临时', levels: LEVELS, fields: [{ field_id: fields.text }] }, admin);
    const levels = LEVELS.map((l) => ({ ...l, completion_minutes: l.completion_minutes * 2 }));
    const updated = await ok<{ levels: typeof LEVELS; fields: unknown[]; name: string }>(t, '/workOrderType/update', { id: type.id, code: 'TMP', name: '临时2', levels }, admin);
    expect([updated.name, updated.levels, updated.fields]).toEqual(['临时2', levels, []]);
    await ok(t, '/workOrderType/delete', { id: type.id }, admin);
    expect((await t.post('/workOrderType/detail', { id: type.id }, admin.token)).status).toBe(404);
  });
});
