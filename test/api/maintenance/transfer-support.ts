import { Workbook } from 'exceljs';
import { isKeyParam, messages, type Lang, type MessageKey } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { ok } from './support';

export type Message = { key: string; params?: unknown[]; row?: number; column?: string };
export type Task = { status: number; total_rows: number; done_rows: number; messages: Message[] };

export async function workbook(sheetName: string, header: string[], rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const readSheet = async (data: Buffer): Promise<{ name: string; rows: string[][] }> => {
  const book = new Workbook();
  await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { name: sheet.name, rows };
};

/** A task message as the reader sees it: its key's text, key params read in the same language. */
export const read = (m: Message, lang: Lang): string =>
  messages[m.key as MessageKey][lang].replace(/\{(\d+)\}/g, (_, i: string) => {
    const p = m.params?.[Number(i)];
    return isKeyParam(p) ? messages[p.key as MessageKey][lang] : String(p);
  });

/** Import and export through the centre as a browser does it: start, wait for the task, read what it wrote. */
export function transfers(t: TestApp) {
  const waitTask = async (direction: 'import' | 'export', id: number, who: Actor): Promise<Task> => {
    for (let i = 0; i < 400; i++) {
      const task = await ok<Task>(t, `/${direction}/detail`, { id }, who);
      if (task.status >= 2) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('task did not finish');
  };
  const upload = async (path: string, data: Buffer, who: Actor): Promise<Task> => {
    const res = await t.http().post(path).set('Authorization', `Bearer ${who.token}`).attach('file', data, 'sheet.xlsx');
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return waitTask('import', res.body.content.id as number, who);
  };
  const exported = async (path: string, who: Actor) => {
    const start = await ok<{ id: number }>(t, path, {}, who);
    const task = await waitTask('export', start.id, who);
    const res = await t.http().get('/exportFile').query({ business_no: 'exportTask', id: start.id, token: who.token }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    return { task, sheet: await readSheet(res.body as Buffer) };
  };
  return { upload, exported };
}
