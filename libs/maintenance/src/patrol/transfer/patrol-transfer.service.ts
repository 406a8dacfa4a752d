import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { JobStatus, Permission as P, type Lang, type MessageKey } from '@gengyun/contracts';
import { BusinessError, FileStorage, JOB_DEFAULTS, JobHandler, Jobs, Translator, scoped, type AuthContext, type Job, type UploadedFile } from '@gengyun/core';
import { TransferKinds, TransferTasks, writeSheet, type TaskNote, type TransferTask } from '@gengyun/files';
import { PatrolPoint } from '../point/patrol-point.entity';
import { PATROL_SCOPE, PatrolPointService } from '../point/patrol-point.service';
import { PatrolPlan } from '../plan/patrol-plan.entity';
import { PatrolPlanService } from '../plan/patrol-plan.service';
import { PatrolPlanRows } from './patrol-plan-rows';
import { PatrolPointRows } from './patrol-point-rows';
import { PATROL_PLAN_TASKS, PATROL_POINT_TASKS, PLAN_SHEET, POINT_SHEET, type PatrolTransferKind, type SheetSpec } from './patrol-sheets';
import { sheetRows } from './patrol-sheet-rows';
import './patrol-transfer.jobs';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes' | 'account'>;
interface TransferParams {
  kind: PatrolTransferKind;
  lang: Lang;
  /** Who asked, with the data scopes they held then: the export lists and the import checks within them. */
  caller: Caller;
}

const SPECS: Record<PatrolTransferKind, SheetSpec<string>> = { [PATROL_POINT_TASKS]: POINT_SHEET, [PATROL_PLAN_TASKS]: PLAN_SHEET };
const MAX_EXPORT_ROWS = 50_000;

/**
 * Import and export of patrol points and route plans (issue 14 item 7) through the import/export centre: an export
 * lists the caller's scopes (the rows `/…/pageList` shows) headed like the import template in their language; an import
 * checks every row as `/…/add` checks one, gathers every row's refusals naming the row and the column, and writes all
 * rows in one transaction only when none was refused.
 */
@Injectable()
export class PatrolTransfer implements OnModuleInit {
  constructor(
    @InjectRepository(PatrolPoint) private readonly pointRepo: Repository<PatrolPoint>,
    @InjectRepository(PatrolPlan) private readonly planRepo: Repository<PatrolPlan>,
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly kinds: TransferKinds,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly translator: Translator,
    private readonly points: PatrolPointService,
    private readonly plans: PatrolPlanService,
    private readonly pointRows: PatrolPointRows,
    private readonly planRows: PatrolPlanRows,
  ) {}

  onModuleInit(): void {
    this.kinds.register(PATROL_POINT_TASKS, { label: 'maintenance.patrol.transfer.pointKind', directions: ['import', 'export'], follow: { import: [P.patrol.edit], export: [P.patrol.list] } });
    this.kinds.register(PATROL_PLAN_TASKS, { label: 'maintenance.patrol.transfer.planKind', directions: ['import', 'export'], follow: { import: [P.patrol.edit], export: [P.patrol.list] } });
  }

  async template(kind: PatrolTransferKind, lang: Lang): Promise<Buffer> {
    const spec = SPECS[kind];
    return writeSheet(await this.translator.t(spec.sheet, lang), await Promise.all(spec.columns.map((c) => this.translator.t(c.title, lang))), []);
  }

  async startExport(ctx: AuthContext, kind: PatrolTransferKind) {
    const name = `${await this.translator.t(SPECS[kind].sheet, ctx.lang, [], ctx.enterpriseId)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const task = await this.tasks.create(ctx, 'export', kind, name, this.params(ctx, kind), null);
    await this.jobs.add('exports', 'patrol', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-patrol-${task.id}` });
    return { id: task.id, status: task.status };
  }

  async startImport(ctx: AuthContext, kind: PatrolTransferKind, uploads: readonly UploadedFile[]) {
    const file = uploads[0];
    if (!file) throw new BusinessError('files.errors.noFile', 422);
    if (!/\.xlsx$/i.test(file.filename) || file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new BusinessError('files.errors.importType', 422);
    const key = `${ctx.enterpriseId}/imports/${randomUUID()}.xlsx`;
    await this.storage.put(key, file.buffer);
    const task = await this.tasks.create(ctx, 'import', kind, file.filename, this.params(ctx, kind), key);
    await this.jobs.add('imports', 'patrol', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `import-patrol-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** Idempotent; the last failed attempt marks the task failed so that nobody waits on it. */
  @JobHandler('exports', 'patrol')
  async runExport(job: Job<'exports', 'patrol'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    try {
      await this.writeExport(task);
    } catch (error) {
      if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await this.tasks.progress(task, { status: JobStatus.failed }, [{ key: 'maintenance.patrol.transfer.failed' }]);
      throw error;
    }
  }

  @JobHandler('imports', 'patrol')
  async runImport(job: Job<'imports', 'patrol'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'import' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    const { kind, lang, caller } = JSON.parse(task.params ?? '{}') as TransferParams;
    // The add forms' checks read the caller's enterprise and scopes; the permission was checked when the task was asked for.
    const ctx: AuthContext = { ...caller, sessionId: 0, lang, permissions: new Set() };
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const fail = (messages: TaskNote[], total = 0) => this.tasks.progress(task, { status: JobStatus.failed, total_rows: total }, messages);
    const data = task.storage_key ? await this.storage.read(task.storage_key) : null;
    if (!data) return fail([{ key: 'files.errors.importType' }]);
    const sheet = await sheetRows(this.translator, data, SPECS[kind]);
    if ('messages' in sheet) return fail(sheet.messages);
    const checked = kind === PATROL_POINT_TASKS ? await this.checkedPoints(ctx, sheet.rows as never) : await this.checkedPlans(ctx, sheet.rows as never);
    if (checked.messages.length) return fail(checked.messages, sheet.rows.length);
    await this.tasks.progress(task, { total_rows: sheet.rows.length, progress: 50 });
    try {
      await this.db.transaction((m) => checked.write(m));
    } catch {
      return fail([{ key: 'maintenance.patrol.transfer.failed' }], sheet.rows.length);
    }
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: sheet.rows.length });
  }

  private params(ctx: AuthContext, kind: PatrolTransferKind): TransferParams {
    return { kind, lang: ctx.lang, caller: { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes, account: ctx.account } };
  }

  private async checkedPoints(ctx: AuthContext, rows: Parameters<PatrolPointRows['read']>[1][]) {
    const messages: TaskNote[] = [];
    const columns: Array<Awaited<ReturnType<PatrolPointService['checkedNew']>>> = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const read = await this.pointRows.read(ctx, row);
      if ('messages' in read) {
        messages.push(...read.messages);
        continue;
      }
      const clash = this.pointRows.clash(read.columns, seen);
      if (clash) messages.push({ key: 'files.errors.rowDuplicate', params: [row.line], row: row.line, column: POINT_SHEET.columns.find((c) => c.field === clash)?.title });
      else columns.push(read.columns);
    }
    return {
      messages,
      write: async (m: Parameters<PatrolPointService['insert']>[0]) => {
        for (const c of columns) await this.points.insert(m, ctx, c);
      },
    };
  }

  private async checkedPlans(ctx: AuthContext, rows: Parameters<PatrolPlanRows['read']>[1][]) {
    const messages: TaskNote[] = [];
    const columns: Array<Awaited<ReturnType<PatrolPlanService['checked']>>> = [];
    const refs = await this.planRows.refs(ctx);
    for (const row of rows) {
      const read = await this.planRows.read(ctx, row, refs);
      if ('messages' in read) messages.push(...read.messages);
      else columns.push(read.columns);
    }
    return {
      messages,
      write: async (m: Parameters<PatrolPlanService['insert']>[0]) => {
        for (const c of columns) await this.plans.insert(m, ctx, c);
      },
    };
  }

  private async writeExport(task: TransferTask): Promise<void> {
    const { kind, lang, caller } = JSON.parse(task.params ?? '{}') as TransferParams;
    const ctx: AuthContext = { ...caller, sessionId: 0, lang, permissions: new Set() };
    const t = (key: MessageKey) => this.translator.t(key, lang, [], task.enterprise_id);
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const [yes, no] = await Promise.all([t('maintenance.patrol.transfer.yes'), t('maintenance.patrol.transfer.no')]);
    let data: string[][];
    if (kind === PATROL_POINT_TASKS) {
      const points = await scoped(this.pointRepo.createQueryBuilder('p'), ctx, PATROL_SCOPE).orderBy('p.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
      data = await this.pointRows.cells(task.enterprise_id, points, yes, no);
    } else {
      const plans = await scoped(this.planRepo.createQueryBuilder('p'), ctx, PATROL_SCOPE).orderBy('p.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
      data = await this.planRows.cells(ctx, plans, yes, no);
    }
    await this.tasks.progress(task, { total_rows: data.length, progress: 50 });
    const spec = SPECS[kind];
    const buffer = await writeSheet(await t(spec.sheet), await Promise.all(spec.columns.map((c) => t(c.title))), data, 16);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: data.length, storage_key: key });
  }
}
