import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JobStatus, type Lang, type MessageKey } from '@gengyun/contracts';
import { FileStorage, JOB_DEFAULTS, Jobs, Translator, type AuthContext, type Job } from '@gengyun/core';
import { TransferTasks, writeSheet, type TransferTask } from '@gengyun/files';
import './work-order-transfer.jobs';

/** The area's export jobs (work-order-transfer.jobs.ts). */
export type ExportName = 'work-orders' | 'service-requests';
/** Who asked for an export: their data permissions are kept on the task and read by the job. */
export type Exporter = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes'>;

export interface ExportParams<F> {
  filter: F;
  lang: Lang;
  caller: Exporter;
}

/** What one export writes: its kind and sheet, the columns' headings and how a task's rows are read. */
export interface SheetExport<F> {
  sheet: MessageKey;
  columns: readonly MessageKey[];
  failed: MessageKey;
  /** The rows, in the reader's language (`t`); `counted` reports how many once known. */
  rows(params: ExportParams<F>, t: (key: MessageKey) => Promise<string>, counted: (rows: number) => Promise<void>): Promise<Array<Array<string | number | null>>>;
}

/**
 * The area's list exports through the import and export centre: a task and an `exports` job, the caller's data
 * permissions kept on the task; the job writes the rows as xlsx in the reader's language and stores the file.
 */
@Injectable()
export class SheetExports {
  constructor(
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly translator: Translator,
  ) {}

  async start<F>(ctx: AuthContext, kind: string, name: ExportName, sheet: MessageKey, filter: F): Promise<{ id: number; status: JobStatus }> {
    const fileName = `${await this.translator.t(sheet, ctx.lang, [], ctx.enterpriseId)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const caller: Exporter = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes };
    const task = await this.tasks.create(ctx, 'export', kind, fileName, { filter, lang: ctx.lang, caller } satisfies ExportParams<F>, null);
    await this.jobs.add('exports', name, { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-${name}-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** Idempotent; the last failed attempt marks the task failed so that nobody waits on it. */
  async run<F>(job: Job<'exports', ExportName>, how: SheetExport<F>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    try {
      await this.write(task, how);
    } catch (error) {
      if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await this.tasks.progress(task, { status: JobStatus.failed }, [{ key: how.failed }]);
      throw error;
    }
  }

  private async write<F>(task: TransferTask, how: SheetExport<F>): Promise<void> {
    const params = JSON.parse(task.params ?? '{}') as ExportParams<F>;
    const t = (key: MessageKey) => this.translator.t(key, params.lang, [], task.enterprise_id);
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const rows = await how.rows(params, t, (total_rows) => this.tasks.progress(task, { total_rows, progress: 30 }));
    const headers = await Promise.all(how.columns.map(t));
    const buffer = await writeSheet(await t(how.sheet), headers, rows, 18);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: rows.length, storage_key: key });
  }
}
