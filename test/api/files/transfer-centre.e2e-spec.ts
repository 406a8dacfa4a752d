import { Workbook } from 'exceljs';
import { Permission, type TaskDetail, type TaskKinds, type TaskPage } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { catalogue, ok } from '../equipment/support';

const HEADERS = ['设备编号*', '设备名称*', '设备类型', '设备型号', '设备位置', '设备状态*', '运行状态', '供应商', '生产厂商', '采购日期', '采购金额', '保修开始', '保修结束', '规格参数', '备注'];

async function workbook(rows: Array<Array<string | null>>): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('设备台账');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('import and export centre', () => {
  let t: TestApp;
  let admin: Actor;
  let owner: Actor;
  let colleague: Actor;
  let supervisor: Actor;
  let stranger: Actor;
  let importId: number;
  let exportId: number;
  const pushes: Array<{ userId: number; id: string; status: number; progress: number }> = [];

  const waitFor = async (direction: 'import' | 'export', id: number): Promise<TaskDetail> => {
    for (let i = 0; i < 400; i++) {
      const task = await ok<TaskDetail>(t, `/${direction}/detail`, { id }, owner.token);
      if (task.status >= 2) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('task did not finish');
  };
  const download = (id: number, token?: string) => t.http().get('/exportFile').query({ id, business_no: 'exportTask', ...(token ? { token } : {}) });
  const page = (direction: 'import' | 'export', body: object, token: string) => ok<TaskPage>(t, `/${direction}/pageList`, body, token);

  beforeAll(async () => {
    t = await startTestApp();
    let enterpriseId: number;
    ({ enterpriseId, admin } = await newEnterprise(t));
    const ids = await catalogue(t, admin.token);
    const centre = [Permission.importTask.list, Permission.exportTask.list];
    owner = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.equipment.import, Permission.equipment.export, ...centre] });
    colleague = await newUser(t, enterpriseId, { permissions: [...centre, Permission.equipment.export], lang: 'en_US' });
    supervisor = await newUser(t, enterpriseId, { permissions: [...centre, Permission.task.all] });
    stranger = (await newEnterprise(t)).admin;
    t.app.get(EventBus).on('job.progress', (e) => void pushes.push(e));

    await ok(t, '/equipment/add', { asset_code: 'CTR-1', asset_name: '中心泵', type_id: ids.meter, position_id: ids.room, status: 1 }, admin.token);
    const data = await workbook([
      ['CTR-2', '好行', '电能表', null, null, '在用'],
      [null, '无编号', '电能表', null, null, '在用'],
      ['CTR-3', '坏状态', '电能表', null, null, '飞行中'],
    ]);
    const started = await t.http().post('/equipment/import').set('Authorization', `Bearer ${owner.token}`).attach('file', data, '中心导入.xlsx');
    importId = started.body.content.id as number;
    exportId = (await ok<{ id: number }>(t, '/equipment/export', { keyword: 'CTR-' }, owner.token)).id;
  });
  afterAll(() => t.close());

  it("lists the caller's import with its kind, counts and row problems (row, column, message)", async () => {
    const task = await waitFor('import', importId);
    expect(task).toMatchObject({ direction: 'import', kind: 'equipment.ledger', kind_name: '设备台账', file_name: '中心导入.xlsx', status: 3, total_rows: 3, done_rows: 0, failed_rows: 2, message_count: 2 });
    expect(task.messages).toEqual([
      { key: 'files.errors.rowEmpty', params: [3, { key: 'equipment.ledger.fields.code' }], row: 3, column: 'equipment.ledger.fields.code' },
      { key: 'files.errors.rowType', params: [4, { key: 'equipment.ledger.fields.status' }], row: 4, column: 'equipment.ledger.fields.status' },
    ]);
    const list = await page('import', {}, owner.token);
    expect(list.rows.map((r) => r.id)).toEqual([importId]);
    expect(list.rows[0]).not.toHaveProperty('messages');
    expect(list.rows[0]).toMatchObject({ kind_name: '设备台账', failed_rows: 2, has_file: false });
  });

  it('lists the export with its file, and pushes progress to the owner alone', async () => {
    const task = await waitFor('export', exportId);
    expect(task).toMatchObject({ direction: 'export', kind: 'equipment.ledger', status: 2, progress: 100, total_rows: 1, done_rows: 1, has_file: true });
    expect((await page('export', {}, owner.token)).rows.map((r) => r.id)).toEqual([exportId]);
    const mine = pushes.filter((p) => p.id === `export-${exportId}` || p.id === `import-${importId}`);
    expect(mine.length).toBeGreaterThan(2);
    expect(new Set(mine.map((p) => p.userId))).toEqual(new Set([owner.userId]));
    expect(mine.filter((p) => p.id === `export-${exportId}`).at(-1)).toMatchObject({ status: 2, progress: 100 });
  });

  it('filters by kind, status, time and file name, newest first', async () => {
    const again = await t.http().post('/equipment/import').set('Authorization', `Bearer ${owner.token}`).attach('file', await workbook([['CTR-4', '第二次', '电能表', null, null, '在用']]), 'second.xlsx');
    const second = again.body.content.id as number;
    expect((await waitFor('import', second)).status).toBe(2);
    const ids = async (body: object) => (await page('import', body, owner.token)).rows.map((r) => r.id);
    expect(await ids({})).toEqual([second, importId]);
    expect(await ids({ kind: 'equipment.ledger' })).toEqual([second, importId]);
    expect(await ids({ kind: 'nobody.else' })).toEqual([]);
    expect(await ids({ status: 3 })).toEqual([importId]);
    expect(await ids({ status: 2 })).toEqual([second]);
    expect(await ids({ keyword: '中心' })).toEqual([importId]);
    expect(await ids({ startTime: day(-1), endTime: day(1) })).toEqual([second, importId]);
    expect(await ids({ startTime: day(2) })).toEqual([]);
    expect(await ids({ endTime: day(-2) })).toEqual([]);
    const paged = await page('import', { pageNumber: 2, pageSize: 10 }, owner.token);
    expect([paged.total, paged.rows]).toEqual([2, []]);
    expect((await t.post('/import/pageList', { status: 7 }, owner.token)).status).toBe(422);
  });

  it('names the kinds the reader can have tasks of, in their language, for the filter', async () => {
    // Work orders register a kind too: only those who hold its permissions, or see every task, are offered it.
    expect(await ok<TaskKinds>(t, '/import/kinds', {}, owner.token)).toEqual([{ value: 'equipment.ledger', label: '设备台账' }]);
    expect(await ok<TaskKinds>(t, '/export/kinds', {}, colleague.token)).toEqual([{ value: 'equipment.ledger', label: 'Equipment ledger' }]);
    expect((await ok<TaskKinds>(t, '/export/kinds', {}, supervisor.token)).map((k) => k.value)).toEqual(['equipment.ledger', 'workOrders.orders', 'workOrders.requests', 'maintenance.plans', 'maintenance.patrolPoints', 'maintenance.patrolRoutes', 'maintenance.patrolPlans', 'maintenance.taskItems', 'maintenance.taskTemplates', 'inventory.ledger', 'inventory.parts']);
  });

  it("keeps a colleague and another enterprise from seeing or downloading someone's tasks", async () => {
    for (const who of [colleague, stranger]) {
      expect((await page('import', { all: true }, who.token)).rows.map((r) => r.id)).not.toContain(importId);
      expect((await page('export', { all: true }, who.token)).rows.map((r) => r.id)).not.toContain(exportId);
      expect((await t.post('/import/detail', { id: importId }, who.token)).status).toBe(404);
      expect((await t.post('/export/detail', { id: exportId }, who.token)).status).toBe(404);
      const file = await download(exportId, who.token);
      expect([file.status, file.body.content?.key]).toEqual([404, 'common.errors.notFound']);
    }
    expect((await page('import', {}, colleague.token)).total).toBe(0);
  });

  it('shows every task of the enterprise to the all-tasks permission, but the file only to its owner and administrators', async () => {
    expect((await page('import', {}, supervisor.token)).rows).toEqual([]);
    const all = await page('import', { all: true }, supervisor.token);
    expect(all.rows.map((r) => r.id)).toContain(importId);
    expect(all.rows.find((r) => r.id === importId)?.create_user_name).toBe(owner.account);
    expect((await ok<TaskDetail>(t, '/import/detail', { id: importId }, supervisor.token)).messages).toHaveLength(2);
    const refused = await download(exportId, supervisor.token);
    expect([refused.status, refused.body.content?.key, refused.body.msg]).toEqual([403, 'files.errors.exportOwnerOnly', '导出文件只能由导出人或企业管理员下载']);

    for (const token of [owner.token, admin.token]) {
      const file = await download(exportId, token);
      expect(file.status).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
    }
  });

  it('needs the centre permission for the lists and a login for the file', async () => {
    const plain = await newUser(t, owner.enterpriseId, { permissions: [Permission.equipment.list, Permission.file.read] });
    for (const path of ['/import/pageList', '/import/detail', '/import/kinds', '/export/pageList', '/export/detail']) {
      expect((await t.post(path, { id: importId }, plain.token)).status).toBe(403);
    }
    expect((await download(exportId, plain.token)).status).toBe(403);
    expect((await download(exportId)).status).toBe(401);
    // An import is not a file to download, and the detail of one direction does not answer for the other.
    expect((await download(importId, owner.token)).status).toBe(404);
    expect((await t.post('/export/detail', { id: importId }, owner.token)).status).toBe(404);
  });
});
