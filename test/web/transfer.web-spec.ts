/// <reference lib="dom" />
import { Workbook } from 'exceljs';
import { adminToken, api } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { placeTree } from './support/places';

/** Starts a ledger import through the API as the page's user, as the ledger's dialog does. */
async function startImport(base: string, token: string, name: string, data: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${base}/equipment/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const envelope = (await res.json()) as { code: number; content: { id: number }; msg: string };
  if (envelope.code !== 200) throw new Error(`/equipment/import: ${envelope.msg}`);
  return envelope.content.id;
}

describe('import and export centre in Chromium (Chinese)', () => {
  let rig: BrowserRig;
  let token: string;

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it("follows an import started elsewhere until it ends, and lists its row problems by row and column", async () => {
    await placeTree(rig.url, token, '中心泵站', '中心泵房');
    const book = new Workbook();
    await book.xlsx.load(await (await fetch(`${rig.url}/equipment/importTemplate?token=${token}`)).arrayBuffer());
    const sheet = book.worksheets[0]!;
    sheet.addRow(['CTR-1', '进水泵', '泵', null, '中心泵房', '在用']);
    sheet.addRow(['CTR-2', null, '泵', null, '中心泵房', '在用']);
    sheet.addRow(['CTR-3', '出水泵', '泵', null, '中心泵房', '飞行中']);
    const page = await rig.newPage({ width: 1920, height: 1080 });
    const session = await openAs(page, rig.url, '/gengyun/import');
    const centre = page.getByTestId('import-centre');
    await centre.waitFor();

    const id = await startImport(rig.url, session, '中心导入.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const row = centre.locator('tr', { hasText: '中心导入.xlsx' });
    await row.waitFor({ timeout: 20000 });
    await row.locator('.ant-progress-status-exception').waitFor({ timeout: 20000 });
    await row.getByText('失败', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('设备台账');

    await page.getByTestId(`task-problems-${id}`).click();
    const drawer = page.getByTestId('task-problems');
    await drawer.getByText('第3行：设备名称不能为空').waitFor();
    const lines = await drawer.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)));
    expect(lines).toEqual([
      ['3', '设备名称', '第3行：设备名称不能为空'],
      ['4', '设备状态', '第4行：设备状态的值不是可用的值'],
    ]);
    await drawer.getByText('存在错误，本次导入未写入任何数据，请修改后重新导入。').waitFor();
    await rig.shot(page, 'import-centre-problems');
  });

  it('downloads a finished export from the export page', async () => {
    const page = await rig.newPage({ width: 1920, height: 1080 });
    const session = await openAs(page, rig.url, '/gengyun/export');
    const { id } = await api<{ id: number }>(rig.url, '/equipment/export', { keyword: 'CTR-' }, session);
    const download = page.getByTestId(`task-download-${id}`);
    await download.waitFor({ timeout: 20000 });
    await page.getByTestId('export-centre').locator('tr', { hasText: '已完成' }).first().waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^设备台账-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new Workbook();
    await book.xlsx.readFile((await file.path())!);
    expect(book.worksheets[0]!.getRow(1).getCell(1).text).toBe('设备编号*');
    await rig.shot(page, 'export-centre');
  });
});
