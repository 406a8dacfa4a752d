import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JobStatus, type Lang } from '@gengyun/contracts';
import { FileStorage, JOB_DEFAULTS, JobHandler, Jobs, Translator, type AuthContext, type Job } from '@gengyun/core';
import { TransferTasks, type TransferTask } from '@gengyun/files';
import { LEDGER_TASKS } from '../equipment.constants';
import type { EquipmentFilterDto } from '../ledger/equipment.dto';
import { EquipmentQueryService } from '../ledger/equipment-query.service';
import type { Caller } from '../equipment-scope.service';
import { writeSheet } from '@gengyun/files';
import { COLUMNS, SHEET_KEY, columnKey } from './equipment-sheet';

interface ExportParams {
  filter: Omit<EquipmentFilterDto, 'pageNumber' | 'pageSize'>;
  lang: Lang;
  caller: Caller;
}

const MAX_ROWS = 200_000;

/**
 * POST /equipment/export: a task and an `exports/equipment` job writing the filtered, scoped rows as xlsx. The files
 * area serves the finished workbook (`/exportFile?business_no=exportTask`).
 */
@Injectable()
export class EquipmentExportService {
  constructor(
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly query: EquipmentQueryService,
    private readonly translator: Translator,
  ) {}

  async start(ctx: AuthContext, dto: EquipmentFilterDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    const name = `${await this.translator.t(SHEET_KEY, ctx.lang)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const caller: Caller = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes };
    const task = await this.tasks.create(ctx, 'export', LEDGER_TASKS, name, { filter, lang: ctx.lang, caller } satisfies ExportParams, null);
    await this.jobs.add('exports', 'equipment', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-equipment-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /**
   * Data permissions are those the caller held when asking (kept on the task). Idempotent. A failure is retried by
   * the job port; the last failed attempt marks the task failed so that nobody waits on it.
   */
  @JobHandler('exports', 'equipment')
  async run(job: Job<'exports', 'equipment'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    try {
      await this.write(task);
    } catch (error) {
      if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await this.tasks.progress(task, { status: JobStatus.failed }, [{ key: 'equipment.errors.exportFailed' }]);
      throw error;
    }
  }

  private async write(task: TransferTask): Promise<void> {
    const params = JSON.parse(task.params ?? '{}') as ExportParams;
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const rows = await (await this.query.filtered(params.caller, params.filter)).take(MAX_ROWS).getMany();
    await this.tasks.progress(task, { total_rows: rows.length, progress: 30 });
    const views = await this.query.decorate({ enterpriseId: task.enterprise_id, lang: params.lang }, rows);
    const headers = await Promise.all(COLUMNS.map((c) => this.translator.t(columnKey(c), params.lang, [], task.enterprise_id)));
    const data = views.map((v) => [
      v.asset_code, v.asset_name, v.type_name, v.model_name, v.position_name, v.status_name, v.running_status_name, v.supplier_name, v.manufacturer_name,
      v.purchase_date, v.purchase_cost === null ? null : Number(v.purchase_cost), v.warranty_start, v.warranty_end, v.specification, v.remark,
    ]);
    const buffer = await writeSheet(await this.translator.t(SHEET_KEY, params.lang, [], task.enterprise_id), headers, data);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: rows.length, storage_key: key });
  }
}
