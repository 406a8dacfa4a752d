import { randomUUID } from 'node:crypto';
import { Injectable, StreamableFile, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobStatus, type Lang, type MessageKey } from '@gengyun/contracts';
import { BusinessError, FileStorage, JOB_DEFAULTS, JobHandler, Jobs, Translator, type AuthContext, type Job, type UploadedFile } from '@gengyun/core';
import { TransferKinds, TransferTasks, XLSX_MIME, writeSheet, type TaskNote, type TransferTask } from '@gengyun/files';
import { PatrolPointRows } from '../patrol/transfer/patrol-point-rows';
import { PatrolPlanRows } from '../patrol/transfer/patrol-plan-rows';
import { PatrolRouteRows } from '../patrol/transfer/patrol-route-rows';
import { PlanRows } from '../plan/transfer/plan-rows';
import { TaskItemRows } from '../task/transfer/task-item-rows';
import { TaskTemplateRows } from '../task/transfer/task-template-rows';
import { sheetRows } from './sheet-rows';
import type { TransferSheet } from './sheet';
import './maintenance-transfer.jobs';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes' | 'account'>;
interface TransferParams {
  kind: string;
  lang: Lang;
  /** Who asked, with the data scopes they held then: the export lists and the import checks within them. */
  caller: Caller;
}

/**
 * Import and export of the area's sheets (issue 14 item 7: maintenance plans, patrol points, routes and route plans;
 * the check item and task template catalogues)
 * through the import/export centre: an export lists the caller's scopes (the rows `/…/pageList` shows) headed like the
 * import template in their language; an import checks every row as `/…/add` checks one, gathers every row's refusals
 * naming the row and the column, and writes all rows in one transaction only when none was refused. A plan or route
 * row naming one already stored (by its name, in the caller's scopes) updates it at the version read when checked.
 */
@Injectable()
export class MaintenanceTransfer implements OnModuleInit {
  private readonly sheets: ReadonlyMap<string, TransferSheet>;

  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly kinds: TransferKinds,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly translator: Translator,
    plans: PlanRows,
    points: PatrolPointRows,
    routes: PatrolRouteRows,
    patrolPlans: PatrolPlanRows,
    items: TaskItemRows,
    templates: TaskTemplateRows,
  ) {
    this.sheets = new Map(([plans, points, routes, patrolPlans, items, templates] as TransferSheet[]).map((s) => [s.spec.kind, s]));
  }

  onModuleInit(): void {
    for (const { spec } of this.sheets.values()) this.kinds.register(spec.kind, { label: spec.label, directions: ['import', 'export'], follow: spec.follow });
  }

  private sheet(kind: string): TransferSheet {
    const sheet = this.sheets.get(kind);
    if (!sheet) throw new Error(`no maintenance sheet ${kind}`);
    return sheet;
  }

  async template(kind: string, lang: Lang): Promise<Buffer> {
    const { spec } = this.sheet(kind);
    return writeSheet(await this.translator.t(spec.sheet, lang), await Promise.all(spec.columns.map((c) => this.translator.t(c.title, lang))), []);
  }

  /** The import template as the download `/<resource>/importTemplate` answers (`taskItem` → `task-item-template.xlsx`). */
  async templateFile(kind: string, resource: string, lang: Lang): Promise<StreamableFile> {
    const fileName = `${resource.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-template.xlsx`;
    return new StreamableFile(await this.template(kind, lang), { type: XLSX_MIME, disposition: `attachment; filename="${fileName}"` });
  }

  async startExport(ctx: AuthContext, kind: string) {
    const name = `${await this.translator.t(this.sheet(kind).spec.sheet, ctx.lang, [], ctx.enterpriseId)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const task = await this.tasks.create(ctx, 'export', kind, name, this.params(ctx, kind), null);
    await this.jobs.add('exports', 'maintenance', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-maintenance-${task.id}` });
    return { id: task.id, status: task.status };
  }

  async startImport(ctx: AuthContext, kind: string, uploads: readonly UploadedFile[]) {
    this.sheet(kind);
    const file = uploads[0];
    if (!file) throw new BusinessError('files.errors.noFile', 422);
    if (!/\.xlsx$/i.test(file.filename) || file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new BusinessError('files.errors.importType', 422);
    const key = `${ctx.enterpriseId}/imports/${randomUUID()}.xlsx`;
    await this.storage.put(key, file.buffer);
    const task = await this.tasks.create(ctx, 'import', kind, file.filename, this.params(ctx, kind), key);
    await this.jobs.add('imports', 'maintenance', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `import-maintenance-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** Idempotent; the last failed attempt marks the task failed so that nobody waits on it. */
  @JobHandler('exports', 'maintenance')
  async runExport(job: Job<'exports', 'maintenance'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    try {
      await this.writeExport(task);
    } catch (error) {
      if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await this.tasks.progress(task, { status: JobStatus.failed }, [{ key: 'maintenance.patrol.transfer.failed' }]);
      throw error;
    }
  }

  @JobHandler('imports', 'maintenance')
  async runImport(job: Job<'imports', 'maintenance'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'import' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    const { kind, lang, caller } = JSON.parse(task.params ?? '{}') as TransferParams;
    // The add forms' checks read the caller's enterprise and scopes; the permission was checked when the task was asked for.
    const ctx: AuthContext = { ...caller, sessionId: 0, lang, permissions: new Set() };
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const fail = (messages: TaskNote[], total = 0) => this.tasks.progress(task, { status: JobStatus.failed, total_rows: total }, messages);
    const data = task.storage_key ? await this.storage.read(task.storage_key) : null;
    if (!data) return fail([{ key: 'files.errors.importType' }]);
    const handler = this.sheet(kind);
    const sheet = await sheetRows(this.translator, data, handler.spec);
    if ('messages' in sheet) return fail(sheet.messages);
    const checked = await handler.check(ctx, sheet.rows);
    if (checked.messages.length) return fail(checked.messages, sheet.rows.length);
    await this.tasks.progress(task, { total_rows: sheet.rows.length, progress: 50 });
    try {
      await this.db.transaction((m) => checked.write(m));
    } catch (error) {
      // A row edited by someone else between the check and the write (its version moved): nothing is written, and they are told why.
      const why: TaskNote[] = error instanceof BusinessError ? [{ key: error.key, params: [...error.params] }] : [];
      return fail([{ key: 'maintenance.patrol.transfer.failed' }, ...why], sheet.rows.length);
    }
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: sheet.rows.length });
  }

  private params(ctx: AuthContext, kind: string): TransferParams {
    return { kind, lang: ctx.lang, caller: { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes, account: ctx.account } };
  }

  private async writeExport(task: TransferTask): Promise<void> {
    const { kind, lang, caller } = JSON.parse(task.params ?? '{}') as TransferParams;
    const ctx: AuthContext = { ...caller, sessionId: 0, lang, permissions: new Set() };
    const t = (key: MessageKey) => this.translator.t(key, lang, [], task.enterprise_id);
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const [yes, no] = await Promise.all([t('maintenance.patrol.transfer.yes'), t('maintenance.patrol.transfer.no')]);
    const handler = this.sheet(kind);
    const data = await handler.exported(ctx, { yes, no });
    await this.tasks.progress(task, { total_rows: data.length, progress: 50 });
    const buffer = await writeSheet(await t(handler.spec.sheet), await Promise.all(handler.spec.columns.map((c) => t(c.title))), data, 16);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: data.length, storage_key: key });
  }
}
