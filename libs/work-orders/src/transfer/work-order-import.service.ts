import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Row } from 'exceljs';
import { JobStatus, LANGS, type Lang } from '@gengyun/contracts';
import { AuditService, BusinessError, FileStorage, JobHandler, Jobs, Translator, type AuthContext, type Job, type RemarkPart, type UploadedFile } from '@gengyun/core';
import { TransferTasks, streamXlsx, writeSheet, type TaskNote, type TransferTask } from '@gengyun/files';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderNumbers } from '../order/work-order-number';
import { WORK_ORDER_BUSINESS_NO } from '../order/work-order.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkflowTemplateService } from '../workflow/template/workflow-template.service';
import { WorkOrderEvents } from '../work-orders.events';
import { WorkOrderRowReader, type CheckedRow, type SheetRow } from './work-order-row-reader';
import { IMPORT_COLUMNS, IMPORT_SHEET, WORK_ORDER_TASKS } from './work-order-sheet';
import './work-order-transfer.jobs';

type Importer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes' | 'account'>;

interface ImportParams {
  lang: Lang;
  caller: Importer;
}

/** Data rows one import may hold; a longer sheet is refused and can be split. */
export const MAX_IMPORT_ROWS = 5_000;
const MINUTE = 60_000;

/**
 * POST /workOrder/import: the workbook is stored, a task and an `imports/work-orders` job are created. The job checks
 * every row as `/workOrder/add` would, and writes all orders in one transaction only when no row was refused.
 */
@Injectable()
export class WorkOrderImportService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly reader: WorkOrderRowReader,
    private readonly translator: Translator,
    private readonly audit: AuditService,
    private readonly numbers: WorkOrderNumbers,
    private readonly timeline: WorkOrderTimelineService,
    private readonly templates: WorkflowTemplateService,
    private readonly events: WorkOrderEvents,
  ) {}

  async template(lang: Lang): Promise<Buffer> {
    const headers = await Promise.all(IMPORT_COLUMNS.map((c) => this.translator.t(c.title, lang)));
    return writeSheet(await this.translator.t(IMPORT_SHEET, lang), headers, []);
  }

  async start(ctx: AuthContext, uploads: readonly UploadedFile[]) {
    const file = uploads[0];
    if (!file) throw new BusinessError('files.errors.noFile', 422);
    if (!/\.xlsx$/i.test(file.filename) || file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new BusinessError('files.errors.importType', 422);
    const key = `${ctx.enterpriseId}/imports/${randomUUID()}.xlsx`;
    await this.storage.put(key, file.buffer);
    const caller: Importer = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes, account: ctx.account };
    const task = await this.tasks.create(ctx, 'import', WORK_ORDER_TASKS, file.filename, { lang: ctx.lang, caller } satisfies ImportParams, key);
    await this.jobs.add('imports', 'work-orders', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `import-work-orders-${task.id}` });
    return { id: task.id, status: task.status };
  }

  @JobHandler('imports', 'work-orders')
  async run(job: Job<'imports', 'work-orders'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'import' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    const params = JSON.parse(task.params ?? '{}') as ImportParams;
    // The checks of `/workOrder/add` read the caller's enterprise and scopes; permissions were checked when the task was asked for.
    const ctx: AuthContext = { ...params.caller, sessionId: 0, lang: params.lang, permissions: new Set() };
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const fail = (messages: TaskNote[], total = 0) => this.tasks.progress(task, { status: JobStatus.failed, total_rows: total }, messages);
    const data = task.storage_key ? await this.storage.read(task.storage_key) : null;
    if (!data) return fail([{ key: 'files.errors.importType' }]);
    const read = await this.readRows(ctx, data);
    if ('messages' in read) return fail(read.messages, read.total);
    await this.tasks.progress(task, { total_rows: read.rows.length, progress: 10 });
    let written: WorkOrder[];
    try {
      written = await this.write(ctx, task, read.rows);
    } catch {
      return fail([{ key: 'workOrder.transfer.errors.importFailed' }], read.rows.length);
    }
    for (const order of written) this.events.changed(order, []);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: written.length });
  }

  /** Every order in one transaction, created as `/workOrder/add` creates one without handlers. */
  private async write(ctx: AuthContext, task: TransferTask, rows: readonly CheckedRow[]): Promise<WorkOrder[]> {
    const day = await this.numbers.prepare(this.db.manager, ctx.enterpriseId);
    const versions = new Map<number, number | null>();
    for (const { type } of rows) if (!versions.has(type.id)) versions.set(type.id, await this.templates.startingVersion(ctx.enterpriseId, type.default_template_id));
    return this.db.transaction(async (m) => {
      const out: WorkOrder[] = [];
      for (const { fields, type } of rows) {
        const level = type.levels.find((l) => l.level === fields.priority);
        const now = Date.now();
        const order = m.create(WorkOrder, {
          ...fields,
          enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, code: await this.numbers.next(m, ctx.enterpriseId, day), status: 'toAssign',
          pool_id: fields.pool_id ?? type.default_pool_id,
          due_time: fields.due_time ?? (level ? new Date(now + level.completion_minutes * MINUTE) : null),
          response_deadline: level ? new Date(now + level.response_minutes * MINUTE) : null,
          source: 'manual', source_id: null, version: 1, accepted_time: null, started_time: null, finished_time: null, ended_time: null,
          evaluation_score: null, evaluation_comment: null, parts_cost: '0.00', template_version_id: versions.get(type.id) ?? null,
        });
        await m.save(order);
        await this.timeline.append(m, ctx, { orderId: order.id, action: 'create', from: null, to: order.status });
        await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.audit.created', params: [order.code] }], m);
        out.push(order);
        if (out.length % 50 === 0) this.tasks.notify(Object.assign(task, { done_rows: out.length, progress: 10 + Math.floor((out.length / rows.length) * 85) }));
      }
      return out;
    });
  }

  /** The one template sheet: the header first, then every row checked; all messages are gathered before refusing. */
  private async readRows(ctx: AuthContext, data: Buffer): Promise<{ messages: TaskNote[]; total?: number } | { rows: CheckedRow[] }> {
    const sheetNames = await Promise.all(LANGS.map((l) => this.translator.t(IMPORT_SHEET, l)));
    try {
      for await (const sheet of streamXlsx(data, MAX_IMPORT_ROWS)) {
        if (sheet.sheets !== 1 || !sheetNames.includes(sheet.name)) return { messages: [{ key: 'files.errors.templateSheet' }] };
        let header = false;
        const sheetRows: SheetRow[] = [];
        for await (const row of sheet.rows) {
          if (!header) {
            if (row.number !== 1) break;
            const wrong = await this.headerError(row);
            if (wrong) return { messages: [wrong] };
            header = true;
          } else if (row.hasValues) sheetRows.push(this.reader.parse(row));
        }
        if (!header) return { messages: [{ key: 'files.errors.templateColumns' }] };
        // Every row's codes first, so that their references are read once for the sheet, not once a row.
        const refs = await this.reader.refs(ctx, sheetRows);
        const messages: TaskNote[] = [];
        const rows: CheckedRow[] = [];
        for (const row of sheetRows) {
          const result = await this.reader.read(ctx, row, refs);
          if ('messages' in result) messages.push(...result.messages);
          else rows.push(result);
        }
        return messages.length ? { messages, total: sheetRows.length } : { rows };
      }
    } catch (error) {
      if (error instanceof BusinessError) return { messages: [{ key: error.key, params: [...error.params] }] };
      throw error;
    }
    return { messages: [{ key: 'files.errors.templateSheet' }] };
  }

  /** The header must be the template's titles in one language, so that no cell lands in the wrong field. */
  private async headerError(row: Row): Promise<RemarkPart | null> {
    const headers = IMPORT_COLUMNS.map((_, i) => row.getCell(i + 1).text.trim());
    const templates = await Promise.all(LANGS.map((lang) => Promise.all(IMPORT_COLUMNS.map((c) => this.translator.t(c.title, lang)))));
    if (templates.some((titles) => titles.every((title, i) => title === headers[i]))) return null;
    const expected = templates[0]!;
    const column = expected.findIndex((title, i) => title !== headers[i]);
    return { key: 'files.errors.templateHeader', params: [column + 1, expected[column]] };
  }
}
