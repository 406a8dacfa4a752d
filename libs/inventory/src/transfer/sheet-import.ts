import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CellValue, Row } from 'exceljs';
import { JobStatus, LANGS, type Lang, type MessageKey } from '@gengyun/contracts';
import { BusinessError, FileStorage, Jobs, Translator, type AuthContext, type JobName, type RemarkPart, type UploadedFile } from '@gengyun/core';
import { TransferTasks, streamXlsx, writeSheet, type TaskNote, type TransferTask } from '@gengyun/files';
import './inventory.jobs';

/** Data rows one import may hold; a longer sheet is refused (files.errors.sheetTooManyRows) and can be split. */
export const MAX_IMPORT_ROWS = 10_000;

export interface SheetColumn<F extends string = string> {
  field: F;
  /** The field's name: the header title (with `*` when required) and the `{ key }` of row messages, in the reader's language. */
  label: MessageKey;
  required?: boolean;
}

/** An import template: the sheet's name and its columns, in order. */
export interface SheetLayout<F extends string = string> {
  sheet: MessageKey;
  columns: ReadonlyArray<SheetColumn<F>>;
}

/** A cell as plain data: text trimmed (empty is null), numbers; rich text, hyperlinks and formulas unwrapped. */
export type Cell = string | number | null;

/**
 * One row's cells by field, and its messages: each names the row and the field (as a `{ key }` param, so that every
 * reader sees the field's name in their own language whatever the sheet's language).
 */
export class RowCells<F extends string> {
  readonly notes: TaskNote[] = [];

  constructor(
    private readonly layout: SheetLayout<F>,
    readonly line: number,
    readonly cells: Record<F, Cell>,
  ) {}

  say(key: RemarkPart['key'], field: F, ...more: unknown[]): null {
    const label = this.labelOf(field);
    this.notes.push({ key, params: [this.line, { key: label }, ...more], row: this.line, column: label });
    return null;
  }

  labelOf(field: F): MessageKey {
    return (this.layout.columns.find((c) => c.field === field) as SheetColumn<F>).label;
  }

  /** Text up to `max` characters; a number is taken as its text. */
  text(field: F, max: number): string | null {
    const value = this.cells[field];
    if (value === null) return null;
    const text = String(value);
    return text.length <= max ? text : this.say('files.errors.rowMalformed', field);
  }

  /** A whole number in [min, max]; numeric text is accepted. */
  whole(field: F, min: number, max: number): number | null {
    const value = this.cells[field];
    if (value === null) return null;
    const n = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isNaN(n)) return this.say('files.errors.rowType', field);
    return Number.isInteger(n) && n >= min && n <= max ? n : this.say('files.errors.rowMalformed', field);
  }

  /** A price as the ledger keeps it (SPEC "price format": up to 12 digits and 2 decimals), as text. */
  price(field: F, pattern: RegExp): string | null {
    const value = this.cells[field];
    if (value === null) return null;
    const text = String(value);
    if (!/^-?[\d.]+$/.test(text)) return this.say('files.errors.rowType', field);
    return pattern.test(text) ? text : this.say('files.errors.rowMalformed', field);
  }

  /** Names split on `separators`, empty parts dropped; null for an empty cell; more than `max` is malformed. */
  list(field: F, separators: RegExp, max: number): string[] | null {
    const value = this.cells[field];
    if (value === null) return null;
    const names = splitNames(value, separators);
    if (names.length > max) return this.say('inventory.transfer.tooManyFits', field, max);
    return names.length ? names : null;
  }

  /** A name or code looked up in `known`; unknown is "X does not exist", naming what was typed. */
  ref<T>(field: F, known: ReadonlyMap<string, T>): T | null {
    const value = this.cells[field];
    if (value === null) return null;
    return known.get(String(value)) ?? this.say('inventory.transfer.unknown', field, String(value));
  }
}

/**
 * What the inventory's imports share: the template, storing the workbook with its task and job, and reading the one
 * template sheet — the header must be the template's titles in one language, then each row is read by the caller's
 * reader; the messages of every row are gathered before the import is refused, so nothing is written on any error.
 */
@Injectable()
export class SheetImports {
  constructor(
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly translator: Translator,
  ) {}

  async template(layout: SheetLayout, lang: Lang): Promise<Buffer> {
    return writeSheet(await this.translator.t(layout.sheet, lang), await this.titles(layout, lang), []);
  }

  /** The header titles in one language: the label, and `*` on required columns. */
  titles(layout: SheetLayout, lang: Lang): Promise<string[]> {
    return Promise.all(layout.columns.map(async (c) => `${await this.translator.t(c.label, lang)}${c.required ? '*' : ''}`));
  }

  async start(ctx: AuthContext, uploads: readonly UploadedFile[], kind: string, job: JobName<'imports'>, params: object) {
    const file = uploads[0];
    if (!file) throw new BusinessError('files.errors.noFile', 422);
    if (!/\.xlsx$/i.test(file.filename) || file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new BusinessError('files.errors.importType', 422);
    const key = `${ctx.enterpriseId}/imports/${randomUUID()}.xlsx`;
    await this.storage.put(key, file.buffer);
    const task = await this.tasks.create(ctx, 'import', kind, file.filename, params, key);
    await this.jobs.add('imports', job, { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `import-${job}-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** The task a job runs and its workbook, marked running; null when it is already over (jobs are idempotent). */
  async begin(data: { taskId: number; enterpriseId: number }): Promise<{ task: TransferTask; workbook: Buffer | null } | null> {
    const task = await this.tasks.load(Number(data.taskId), Number(data.enterpriseId));
    if (!task || task.direction !== 'import' || task.status === JobStatus.done || task.status === JobStatus.failed) return null;
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    return { task, workbook: task.storage_key ? await this.storage.read(task.storage_key) : null };
  }

  done(task: TransferTask, rows: number): Promise<void> {
    return this.tasks.progress(task, { status: JobStatus.done, progress: 100, total_rows: rows, done_rows: rows });
  }

  fail(task: TransferTask, messages: readonly TaskNote[], total = 0): Promise<void> {
    return this.tasks.progress(task, { status: JobStatus.failed, total_rows: total }, messages);
  }

  /**
   * Reads every row (`read` answers the row's value, or null after saying why on the row); all messages or all values.
   * `prepare` sees every row's cells first, so that what the rows name is looked up once for the sheet, not per row.
   */
  async read<F extends string, T>(
    data: Buffer,
    layout: SheetLayout<F>,
    read: (row: RowCells<F>) => T | null | Promise<T | null>,
    prepare?: (rows: ReadonlyArray<RowCells<F>>) => Promise<void>,
  ): Promise<{ messages: TaskNote[]; total?: number } | { rows: T[] }> {
    const sheetNames = await Promise.all(LANGS.map((l) => this.translator.t(layout.sheet, l)));
    try {
      for await (const sheet of streamXlsx(data, MAX_IMPORT_ROWS)) {
        if (sheet.sheets !== 1 || !sheetNames.includes(sheet.name)) return { messages: [{ key: 'files.errors.templateSheet' }] };
        let header = false;
        const sheetRows: Array<RowCells<F>> = [];
        for await (const row of sheet.rows) {
          if (!header) {
            if (row.number !== 1) break;
            const wrong = await this.headerError(layout, sheet.name, row);
            if (wrong) return { messages: [wrong] };
            header = true;
            continue;
          }
          if (!row.hasValues) continue;
          const cells = new RowCells(layout, row.number, Object.fromEntries(layout.columns.map((c, i) => [c.field, plain(row.getCell(i + 1).value)])) as Record<F, Cell>);
          for (const c of layout.columns) if (c.required && cells.cells[c.field] === null) cells.say('files.errors.rowEmpty', c.field);
          sheetRows.push(cells);
        }
        if (!header) return { messages: [{ key: 'files.errors.templateColumns' }] };
        await prepare?.(sheetRows);
        const messages: TaskNote[] = [];
        const rows: T[] = [];
        for (const cells of sheetRows) {
          const value = cells.notes.length ? null : await read(cells);
          if (cells.notes.length || value === null) messages.push(...cells.notes);
          else rows.push(value);
        }
        return messages.length ? { messages, total: sheetRows.length } : { rows };
      }
    } catch (error) {
      if (error instanceof BusinessError) return { messages: [{ key: error.key, params: [...error.params] }] };
      throw error;
    }
    return { messages: [{ key: 'files.errors.templateSheet' }] };
  }

  /** The template's titles in one language (columns after them are ignored: an export has more); else the first wrong column. */
  private async headerError(layout: SheetLayout, sheetName: string, row: Row): Promise<RemarkPart | null> {
    const headers = layout.columns.map((_, i) => row.getCell(i + 1).text.trim());
    const templates = await Promise.all(LANGS.map(async (lang) => ({ sheet: await this.translator.t(layout.sheet, lang), titles: await this.titles(layout, lang) })));
    if (templates.some(({ titles }) => titles.every((title, i) => title === headers[i]))) return null;
    const expected = (templates.find((tpl) => tpl.sheet === sheetName) ?? templates[0]!).titles;
    const column = expected.findIndex((title, i) => title !== headers[i]);
    return { key: 'files.errors.templateHeader', params: [column + 1, expected[column]] };
  }
}

/** A cell's names split on `separators`, trimmed, empty parts dropped (an empty cell names none). */
export function splitNames(value: Cell, separators: RegExp): string[] {
  return value === null ? [] : String(value).split(separators).map((n) => n.trim()).filter((n) => n !== '');
}

function plain(value: CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return plain(value.richText.map((r) => r.text).join(''));
    if ('text' in value && typeof value.text === 'string') return plain(value.text);
    if ('result' in value) return plain((value.result ?? null) as CellValue);
  }
  return null;
}
