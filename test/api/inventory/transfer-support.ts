import { Workbook } from 'exceljs';
import { format, isKeyParam, messages, type Lang, type MessageKey } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { ok } from './support';

/** The inventory import and export specs' sheets, tasks and files. */
export type Cell = string | number | null;
export type Note = { key: string; params?: unknown[]; row?: number; column?: string };
export interface Task {
  status: number;
  messages: Note[];
  total_rows: number;
}

export const EN_PARTS = ['Spare part code*', 'Name*', 'BOM type', 'Specification', 'Unit', 'Price', 'Safety stock min', 'Safety stock max', 'Batch tracking', 'Manufacturer', 'Supplier', 'Remark', 'Suitable equipment types', 'Suitable equipment models', 'Installed on'];

/** What a reader sees: the message in their language, `{ key }` params (column titles) too. */
export const text = (lang: Lang, key: string, params: readonly unknown[] = []): string => format(messages[key as MessageKey][lang], params.map((p) => (isKeyParam(p) ? text(lang, p.key) : p)));

export async function workbook(sheetName: string, headers: readonly string[], rows: Cell[][]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A file's first sheet: its name and its rows as text (empty cells as ''). */
export async function readBook(data: Buffer): Promise<{ name: string; rows: string[][] }> {
  const book = new Workbook();
  await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return { name: sheet?.name ?? '', rows };
}

/** Uploads, task polling and file downloads of the inventory's transfers, on the app `app()` answers (started later). */
export function transfers(app: () => TestApp) {
  const binary = async (path: string, who: Actor, query: Record<string, unknown> = {}): Promise<Buffer> => {
    const res = await app().http().get(path).query({ ...query, token: who.token }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const waitTask = async (kind: 'import' | 'export', id: number, who: Actor): Promise<Task> => {
    for (let i = 0; i < 300; i++) {
      const task = await ok<Task>(app(), `/inventory/${kind}Task`, { id }, who);
      if (task.status >= 2) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${kind} task ${id} did not end`);
  };
  const upload = async (path: string, data: Buffer, who: Actor, fields: Record<string, string> = {}): Promise<Task> => {
    let req = app().http().post(path).set('Authorization', `Bearer ${who.token}`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    const res = await req.attach('file', data, 'sheet.xlsx');
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return waitTask('import', res.body.content.id as number, who);
  };
  /** A catalogue export's file, once its task ended. */
  const partsExport = async (who: Actor, filter: Record<string, unknown>): Promise<Buffer> => {
    const start = await ok<{ id: number }>(app(), '/sparePart/export', filter, who);
    expect((await waitTask('export', start.id, who)).status).toBe(2);
    return binary('/exportFile', who, { id: start.id, business_no: 'exportTask' });
  };
  return { binary, waitTask, upload, partsExport };
}
