import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Row } from 'exceljs';
import type { DataSource } from 'typeorm';
import { JobStatus, LANGS, type Lang } from '@gengyun/contracts';
import { AuditService, BusinessError, FileStorage, JobHandler, Jobs, Translator, type AuthContext, type Job, type RemarkPart, type UploadedFile } from '@gengyun/core';
import { TransferTasks, streamXlsx, type TaskNote } from '@gengyun/files';
import { BIZ, LEDGER_TASKS } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentRowReader, type Caller, type RowRefs } from './equipment-row-reader';
import { writeSheet } from '@gengyun/files';
import { COLUMNS, SHEET_KEY, columnKey } from './equipment-sheet';

interface ImportParams {
  overlay: boolean;
  lang: Lang;
  caller: Caller;
}

const BATCH_PROGRESS = 50;
/** Data rows one import may hold; a longer sheet is refused (files.errors.sheetTooManyRows) and can be split. */
export const MAX_IMPORT_ROWS = 10_000;

type ReadRow = { line: number; values: Partial<Equipment>; existing: Equipment | null };

/** POST /equipment/import: the workbook is stored, a task row and an `imports/equipment` job are created. */
@Injectable()
export class EquipmentImportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly reader: EquipmentRowReader,
    private readonly translator: Translator,
    private readonly audit: AuditService,
  ) {}

  async template(lang: Lang): Promise<Buffer> {
    const headers = await Promise.all(COLUMNS.map((c) => this.translator.t(columnKey(c), lang)));
    return writeSheet(await this.translator.t(SHEET_KEY, lang), headers, []);
  }

  async start(ctx: AuthContext, uploads: readonly UploadedFile[], overlay: boolean) {
    const file = uploads[0];
    if (!file) throw new BusinessError('files.errors.noFile', 422);
    if (!/\.xlsx$/i.test(file.filename) || file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new BusinessError('files.errors.importType', 422);
    const key = `${ctx.enterpriseId}/imports/${randomUUID()}.xlsx`;
    await this.storage.put(key, file.buffer);
    const caller: Caller = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes };
    const task = await this.tasks.create(ctx, 'import', LEDGER_TASKS, file.filename, { overlay, lang: ctx.lang, caller } satisfies ImportParams, key);
    await this.jobs.add('imports', 'equipment', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `import-equipment-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** Validates every row first; writes all rows in one transaction only when none has a message. Idempotent. */
  @JobHandler('imports', 'equipment')
  async run(job: Job<'imports', 'equipment'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'import' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    const params = JSON.parse(task.params ?? '{}') as ImportParams;
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const fail = (messages: TaskNote[], total = 0) => this.tasks.progress(task, { status: JobStatus.failed, total_rows: total }, messages);
    const data = task.storage_key ? await this.storage.read(task.storage_key) : null;
    if (!data) return fail([{ key: 'files.errors.importType' }]);
    const read = await this.readRows(data, params);
    if ('messages' in read) return fail(read.messages, read.total);
    const { rows } = read;
    await this.tasks.progress(task, { total_rows: rows.length, progress: 10 });
    try {
      await this.db.transaction(async (m) => {
        for (const [i, row] of rows.entries()) {
          const saved = row.existing ? await m.save(Object.assign(row.existing, row.values)) : await m.save(m.create(Equipment, { ...row.values, enterprise_id: task.enterprise_id, create_user_id: task.create_user_id }));
          await this.audit.record(params.caller, BIZ.equipment, saved.id, [{ key: 'equipment.audit.imported', params: [task.file_name] }], m);
          if ((i + 1) % BATCH_PROGRESS === 0) this.tasks.notify(Object.assign(task, { done_rows: i + 1, progress: 10 + Math.floor(((i + 1) / rows.length) * 85) }));
        }
      });
    } catch {
      return fail([{ key: 'equipment.errors.importFailed' }]);
    }
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: rows.length });
  }

  /**
   * Streams the one template sheet (capped: streamXlsx): the header row is checked first, then every row is
   * validated as it is read. A refused workbook (not xlsx, too big, too many rows) becomes the task's message.
   */
  private async readRows(data: Buffer, params: ImportParams): Promise<{ messages: TaskNote[]; total?: number } | { rows: ReadRow[] }> {
    const sheetNames = await Promise.all(LANGS.map((l) => this.translator.t(SHEET_KEY, l)));
    try {
      for await (const sheet of streamXlsx(data, MAX_IMPORT_ROWS)) {
        if (sheet.sheets !== 1 || !sheetNames.includes(sheet.name)) return { messages: [{ key: 'files.errors.templateSheet' }] };
        let header: { refs: RowRefs } | undefined;
        const messages: TaskNote[] = [];
        const rows: ReadRow[] = [];
        const seen = new Set<string>();
        let read = 0;
        for await (const row of sheet.rows) {
          if (!header) {
            if (row.number !== 1 || headerCount(row) !== COLUMNS.length) break;
            const titles = COLUMNS.map((_, i) => row.getCell(i + 1).text.trim());
            const wrongHeader = await this.headerError(sheet.name, titles);
            if (wrongHeader) return { messages: [wrongHeader] };
            header = { refs: await this.reader.refs(params.caller) };
            continue;
          }
          if (!row.hasValues) continue;
          read++;
          const result = await this.reader.read(row, row.number, header.refs, params, seen);
          if ('messages' in result) messages.push(...result.messages);
          else rows.push({ line: row.number, ...result });
        }
        if (!header) return { messages: [{ key: 'files.errors.templateColumns' }] };
        return messages.length ? { messages, total: read } : { rows };
      }
    } catch (error) {
      if (error instanceof BusinessError) return { messages: [{ key: error.key, params: [...error.params] }] };
      throw error;
    }
    return { messages: [{ key: 'files.errors.templateSheet' }] };
  }

  /**
   * The header row must be the template's column titles in one language, so that no cell lands in the wrong field;
   * otherwise the first column that differs from the titles of the sheet's language is named.
   */
  private async headerError(sheetName: string, headers: readonly string[]): Promise<RemarkPart | null> {
    const templates = await Promise.all(
      LANGS.map(async (lang) => ({ sheet: await this.translator.t(SHEET_KEY, lang), titles: await Promise.all(COLUMNS.map((c) => this.translator.t(columnKey(c), lang))) })),
    );
    if (templates.some(({ titles }) => titles.every((title, i) => title === headers[i]))) return null;
    const expected = (templates.find((tpl) => tpl.sheet === sheetName) ?? templates[0]!).titles;
    const column = expected.findIndex((title, i) => title !== headers[i]);
    return { key: 'files.errors.templateHeader', params: [column + 1, expected[column]] };
  }
}

/** Filled cells of the header row. */
const headerCount = (row: Row): number => {
  let n = 0;
  row.eachCell({ includeEmpty: false }, () => void n++);
  return n;
};

export type { RowRefs };
