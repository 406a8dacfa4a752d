import { foldedFields } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, ok, type Ids } from './support';

type ListPage = { rows: Array<{ id: number; asset_code: string; asset_name: string; type_name: string | null }>; total: number };

describe('equipment list keyword search', () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  const list = (body: Record<string, unknown>) => ok<ListPage>(t, '/equipment/pageList', body, admin.token);
  const codesOf = (page: ListPage) => page.rows.map((r) => r.asset_code);

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, enterpriseId } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
    await addEquipment(t, admin.token, { asset_code: 'SRCH-PUMP-01', asset_name: '一号离心泵', type_id: ids.centrifugal, position_id: ids.room, specification: 'DN80 Flow 50' });
    await addEquipment(t, admin.token, { asset_code: 'SRCH-PUMP-02', asset_name: 'Booster pump', type_id: ids.pump, position_id: ids.otherRoom, specification: '扬程 32m' });
    await addEquipment(t, admin.token, { asset_code: 'SRCH-METER-01', asset_name: '总电表', type_id: ids.meter, position_id: ids.room });
  });
  afterAll(() => t.close());

  it('matches code, name and specification regardless of case and full-width characters', async () => {
    expect(codesOf(await list({ keyword: 'srch-pump' }))).toEqual(['SRCH-PUMP-02', 'SRCH-PUMP-01']);
    expect(codesOf(await list({ keyword: 'BOOSTER' }))).toEqual(['SRCH-PUMP-02']);
    expect(codesOf(await list({ keyword: 'ｄｎ８０' }))).toEqual(['SRCH-PUMP-01']);
    expect(codesOf(await list({ keyword: '离心' }))).toEqual(['SRCH-PUMP-01']);
    expect(codesOf(await list({ keyword: 'flow 50' }))).toEqual(['SRCH-PUMP-01']);
  });

  it('never matches across two fields, and treats wildcards in the keyword as text', async () => {
    expect((await list({ keyword: '01一号' })).total).toBe(0);
    expect((await list({ keyword: 'SRCH%01' })).total).toBe(0);
    expect((await list({ keyword: 'SRCH_PUMP' })).total).toBe(0);
  });

  it('combines the keyword with the type subtree and location filters, paging in id order with the full total', async () => {
    expect(codesOf(await list({ keyword: 'SRCH', type_id: ids.pump }))).toEqual(['SRCH-PUMP-02', 'SRCH-PUMP-01']);
    expect(codesOf(await list({ keyword: 'SRCH', position_id: ids.room }))).toEqual(['SRCH-METER-01', 'SRCH-PUMP-01']);
    const first = await list({ keyword: 'srch', pageNumber: 1, pageSize: 10 });
    expect([first.total, codesOf(first)]).toEqual([3, ['SRCH-METER-01', 'SRCH-PUMP-02', 'SRCH-PUMP-01']]);
    const beyond = await list({ keyword: 'srch', pageNumber: 2, pageSize: 10 });
    expect([beyond.total, beyond.rows]).toEqual([3, []]);
    const rows = (await list({ keyword: 'srch', type_id: ids.pump })).rows;
    expect(rows.map((r) => r.type_name)).toEqual(['泵', '离心泵']);
    expect(rows[0]).not.toHaveProperty('search_text');
  });

  it('pages and counts a keyword that matches more rows than one scan reads, in the same order', async () => {
    const n = 2100;
    const now = '2025-01-01 00:00:00';
    for (let from = 0; from < n; from += 300) {
      const rows = Array.from({ length: Math.min(300, n - from) }, (_, i) => `BULK-${String(from + i).padStart(4, '0')}`);
      await t.db.query(
        `INSERT INTO equipment (enterprise_id, create_time, update_time, asset_code, asset_name, type_id, status, running_status_id, search_text) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, 5, 2, ?)').join(', ')}`,
        rows.flatMap((c) => [enterpriseId, now, now, c, '批量设备', ids.meter, foldedFields(c, '批量设备', null)]),
      );
    }
    const first = await list({ keyword: 'bulk-', pageSize: 20 });
    expect([first.total, first.rows[0]?.asset_code, first.rows[19]?.asset_code]).toEqual([n, 'BULK-2099', 'BULK-2080']);
    const deep = await list({ keyword: 'bulk-', pageNumber: 100, pageSize: 20 });
    expect([deep.total, codesOf(deep).slice(0, 2)]).toEqual([n, ['BULK-0119', 'BULK-0118']]);
    const few = await list({ keyword: 'bulk-00', pageNumber: 2, pageSize: 50 });
    expect([few.total, few.rows.length, few.rows[0]?.asset_code]).toEqual([100, 50, 'BULK-0049']);
  });

  it('finds an edited name and no longer finds the old one', async () => {
    const [pump] = (await list({ keyword: 'SRCH-PUMP-02' })).rows;
    await ok(t, '/equipment/update', { id: pump!.id, asset_name: '增压泵 Mk2' }, admin.token);
    expect(codesOf(await list({ keyword: 'mk2' }))).toEqual(['SRCH-PUMP-02']);
    expect((await list({ keyword: 'booster' })).total).toBe(0);
  });
});
