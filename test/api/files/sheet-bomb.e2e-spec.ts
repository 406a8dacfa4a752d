import { Workbook } from 'exceljs';
import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { xlsxBomb, xlsxOf } from './fixtures';

const MB = 1024 * 1024;

/**
 * Reading in one piece stalled /health for the whole read (2.3–3.6 s on a quiet machine); a streamed read yields
 * between chunks, so /health keeps answering. On a quiet machine 1.5 s tells the two apart; on a busy one everything
 * slows together, so there the bound is half the work's own duration — a read in one piece stalls nearly all of it.
 */
const HEALTH_BOUND_MS = 1500;
const healthBound = (workMs: number): number => Math.max(HEALTH_BOUND_MS, workMs / 2);

/** While `work` runs: the slowest /health answer against the bound for the work's duration, and memory growth. */
async function watch<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; slowestHealthMs: number; healthBoundMs: number; rssGrowthMb: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  let running = true;
  let slowest = 0;
  const probe = (async () => {
    while (running) {
      const started = Date.now();
      const res = await t.http().get('/health');
      slowest = Math.max(slowest, Date.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = Date.now();
  try {
    const result = await work();
    return { result, slowestHealthMs: slowest, healthBoundMs: healthBound(Date.now() - started), rssGrowthMb: (peak - baseline) / MB };
  } finally {
    running = false;
    clearInterval(sampler);
    await probe;
  }
}

describe(`spreadsheets are read as capped streams (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let importer: Actor;
  let bomb: Buffer;
  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    admin = ent.admin;
    importer = await newUser(t, ent.enterpriseId, { permissions: [Permission.user.import] });
    bomb = await xlsxBomb(200);
  });
  afterAll(() => t?.close());

  const readSheet = (file: Buffer, token = importer.token) => t.http().post('/file/readSheet').set('Authorization', `Bearer ${token}`).attach('files', file, 'roles.xlsx');

  it('answers /file/readSheet only to users who may import', async () => {
    const book = new Workbook();
    book.addWorksheet('用户').addRows([['账号', '角色'], ['zhang', '维修工']]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const plain = await newUser(t, admin.enterpriseId);
    const refused = await readSheet(file, plain.token);
    expect([refused.status, refused.body.content.key]).toEqual([403, 'common.errors.noPermission']);
    const read = await readSheet(file);
    expect(read.body.content).toEqual({ sheet: '用户', rows: [['账号', '角色'], ['zhang', '维修工']] });
  });

  it('refuses a zip bomb (205 KB unpacking to 200 MB) with a message, memory bounded and /health prompt meanwhile', async () => {
    expect(bomb.length).toBeLessThan(300 * 1024);
    const { result: res, slowestHealthMs, healthBoundMs, rssGrowthMb } = await watch(t, () => readSheet(bomb));
    expect([res.status, res.body.msg]).toEqual([422, '表格解压后超过32M，请拆分后分批导入']);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
    expect(rssGrowthMb).toBeLessThan(100);
  });

  it('reads a full 5,000-row sheet with /health prompt meanwhile, and refuses one row more', async () => {
    const rows = (n: number) =>
      (function* () {
        for (let r = 1; r <= n; r++) yield Buffer.from(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>user${r}</t></is></c><c r="B${r}" t="inlineStr"><is><t>维修工,仓库管理员</t></is></c></row>`);
      })();
    const file = await xlsxOf('用户', rows(5001));
    const { result: full, slowestHealthMs, healthBoundMs } = await watch(t, () => readSheet(file));
    expect(full.status).toBe(200);
    expect(full.body.content.rows).toHaveLength(5001);
    expect(full.body.content.rows[5000]).toEqual(['user5001', '维修工,仓库管理员']);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
    const over = await readSheet(await xlsxOf('用户', rows(5002)));
    expect([over.status, over.body.msg]).toEqual([422, '表格超过5000行数据，请拆分后分批导入']);
  });

  it('refuses a tiny sheet that numbers a row far down, or fills a cell far right, before building them', async () => {
    const far = await readSheet(await xlsxOf('用户', [Buffer.from('<row r="1048576"><c r="A1048576"><v>1</v></c></row>')]));
    expect([far.status, far.body.content.key]).toEqual([422, 'files.errors.sheetTooManyRows']);
    const wide = await readSheet(await xlsxOf('用户', [Buffer.from('<row r="1"><c r="XFD1"><v>1</v></c></row>')]));
    expect([wide.status, wide.body.msg]).toEqual([422, '表格超过100列']);
  });

  it('refuses the zip bomb in the equipment import job with the message, memory bounded and /health prompt', async () => {
    const { result: task, slowestHealthMs, healthBoundMs, rssGrowthMb } = await watch(t, async () => {
      const res = await t.http().post('/equipment/import').set('Authorization', `Bearer ${admin.token}`).field('overlay', 'false').attach('file', await xlsxBomb(200, '设备台账'), 'ledger.xlsx');
      expect(res.status).toBe(200);
      return waitTask(res.body.content.id as number);
    });
    expect(task).toMatchObject({ status: 3, messages: [{ key: 'files.errors.sheetTooBig', params: [32] }] });
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
    expect(rssGrowthMb).toBeLessThan(100);
  });

  it('refuses an equipment sheet of more than 10,000 rows', async () => {
    const res = await t.http().post('/equipment/import').set('Authorization', `Bearer ${admin.token}`).field('overlay', 'false').attach('file', await xlsxOf('设备台账', [Buffer.from('<row r="10002"><c r="A10002"><v>1</v></c></row>')]), 'ledger.xlsx');
    expect(await waitTask(res.body.content.id as number)).toMatchObject({ status: 3, messages: [{ key: 'files.errors.sheetTooManyRows', params: [10000] }] });
  });

  async function waitTask(id: number): Promise<{ status: number; messages: unknown[] }> {
    for (let i = 0; i < 400; i++) {
      const res = await t.post('/importTask/detail', { id }, admin.token);
      if (res.body.content.status >= 2) return res.body.content;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import task did not finish');
  }
});
