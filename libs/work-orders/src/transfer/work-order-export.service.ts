import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JobStatus, type Lang, type MessageKey } from '@gengyun/contracts';
import { AppConfig, FileStorage, JOB_DEFAULTS, JobHandler, Jobs, Translator, type AuthContext, type Job } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { TransferTasks, writeSheet, type TransferTask } from '@gengyun/files';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import type { WorkOrderPageDto } from '../order/work-order.dto';
import { EXPORT_COLUMNS, EXPORT_SHEET, WORK_ORDER_TASKS } from './work-order-sheet';
import { zonedText } from './zoned-time';
import './work-order-transfer.jobs';

type Exporter = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes'>;

interface ExportParams {
  filter: Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>;
  lang: Lang;
  caller: Exporter;
}

const MAX_ROWS = 200_000;
const CHUNK = 1000;

/**
 * POST /workOrder/export: a task and an `exports/work-orders` job writing the list's rows — same filters, same scope
 * as `/workOrder/pageList`, with the caller's data permissions kept on the task — as xlsx for the centre.
 */
@Injectable()
export class WorkOrderExportService {
  constructor(
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly query: WorkOrderQueryService,
    private readonly places: EquipmentReferences,
    private readonly translator: Translator,
    private readonly config: AppConfig,
  ) {}

  async start(ctx: AuthContext, dto: WorkOrderPageDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    const name = `${await this.translator.t(EXPORT_SHEET, ctx.lang, [], ctx.enterpriseId)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const caller: Exporter = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes };
    const task = await this.tasks.create(ctx, 'export', WORK_ORDER_TASKS, name, { filter, lang: ctx.lang, caller } satisfies ExportParams, null);
    await this.jobs.add('exports', 'work-orders', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-work-orders-${task.id}` });
    return { id: task.id, status: task.status };
  }

  /** Idempotent; the last failed attempt marks the task failed so that nobody waits on it. */
  @JobHandler('exports', 'work-orders')
  async run(job: Job<'exports', 'work-orders'>): Promise<void> {
    const task = await this.tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
    if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
    try {
      await this.write(task);
    } catch (error) {
      if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await this.tasks.progress(task, { status: JobStatus.failed }, [{ key: 'workOrder.transfer.errors.exportFailed' }]);
      throw error;
    }
  }

  private async write(task: TransferTask): Promise<void> {
    const { filter, lang, caller } = JSON.parse(task.params ?? '{}') as ExportParams;
    const t = (key: MessageKey) => this.translator.t(key, lang, [], task.enterprise_id);
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const ids = await this.query.filteredIds(caller, filter, MAX_ROWS);
    await this.tasks.progress(task, { total_rows: ids.length, progress: 30 });
    const zone = this.config.timeZone;
    const yes = await t('workOrder.transfer.yes');
    const statusNames = new Map<string, string>();
    const data: Array<Array<string | number | null>> = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = await this.query.inOrder(caller, ids.slice(i, i + CHUNK));
      const [views, labels] = await Promise.all([
        this.query.views(caller, chunk),
        this.places.labels(task.enterprise_id, chunk.map((o) => o.equipment_id), chunk.map((o) => o.location_id)),
      ]);
      for (const [j, o] of chunk.entries()) {
        const names = views[j]!;
        if (!statusNames.has(o.status)) statusNames.set(o.status, await t(`workOrder.status.${o.status}` as MessageKey));
        data.push([
          o.code, o.title, String(names.type_name), statusNames.get(o.status) ?? o.status, o.priority,
          o.equipment_id ? (labels.equipment.get(o.equipment_id)?.name ?? null) : null,
          o.location_id ? (labels.locations.get(o.location_id) ?? null) : null,
          String(names.person_in_charge_name), names.handler_names.join(', '),
          zonedText(o.due_time, zone), zonedText(o.create_time, zone),
          o.overdue_time ? yes : null, o.late_time ? yes : null,
          o.fee === null ? null : Number(o.fee), Number(o.parts_cost),
        ]);
      }
    }
    const headers = await Promise.all(EXPORT_COLUMNS.map(t));
    const buffer = await writeSheet(await t(EXPORT_SHEET), headers, data, 18);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: ids.length, storage_key: key });
  }
}
