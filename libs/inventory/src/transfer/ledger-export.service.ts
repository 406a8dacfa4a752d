import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobStatus, Permission as P, type Lang, type MessageKey } from '@gengyun/contracts';
import { BusinessError, FileStorage, JobHandler, Jobs, Translator, type AuthContext, type Job } from '@gengyun/core';
import { TransferKinds, TransferTasks, writeSheet, type TransferTask } from '@gengyun/files';
import { seesStockCost } from '../cost/cost-display';
import { StockQueryService } from '../stock/stock-query.service';
import { BlindStock } from '../stocktake/blind-stock';
import type { StockMovementPageDto } from '../stock/stock.dto';
import type { Caller } from '../warehouse/warehouse-scope';
import './inventory.jobs';
import { runExportTask } from './export-task';

export const LEDGER_EXPORT_KIND = 'inventory.ledger';
const SHEET_KEY: MessageKey = 'inventory.export.ledgerSheet';
const MAX_ROWS = 200_000;

type Filter = Omit<StockMovementPageDto, 'pageNumber' | 'pageSize'>;
interface ExportParams {
  filter: Filter;
  lang: Lang;
  /** Who asked, with the warehouse scopes, the storage cost display and the blind counts' hidden warehouses then. */
  caller: Caller & { costs: boolean; hidden?: number[] };
}

const COLUMNS: MessageKey[] = [
  'inventory.ledger.time', 'inventory.ledger.documentNo', 'inventory.stock.kind', 'inventory.part.code', 'inventory.part.name', 'inventory.warehouse.name',
  'inventory.stock.bin', 'inventory.stock.batch', 'inventory.stock.quantity', 'inventory.ledger.balanceAfter', 'inventory.ledger.unitCost', 'inventory.ledger.amount',
  'inventory.stock.documentType', 'inventory.part.supplier', 'inventory.ledger.user', 'inventory.stock.reason',
];

/**
 * POST /stockMovement/export: a task of the import/export centre and an `exports/inventoryLedger` job writing the
 * ledger rows of the in/out-bound list's filters, within the warehouses the caller could see when asking, as xlsx.
 * Unit cost and amount stay empty unless the caller held the "storage" cost display.
 */
@Injectable()
export class LedgerExportService implements OnModuleInit {
  constructor(
    private readonly storage: FileStorage,
    private readonly kinds: TransferKinds,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly query: StockQueryService,
    private readonly translator: Translator,
    private readonly blind: BlindStock,
  ) {}

  onModuleInit(): void {
    this.kinds.register(LEDGER_EXPORT_KIND, { label: 'inventory.export.ledgerKind', directions: ['export'], follow: { export: [P.stock.list] } });
  }

  async start(ctx: AuthContext, dto: StockMovementPageDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    const name = `${await this.translator.t(SHEET_KEY, ctx.lang)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const hidden = await this.blind.hiddenFrom(ctx);
    if (filter.warehouse_id && hidden.includes(filter.warehouse_id)) throw new BusinessError('inventory.stocktake.blindStockHidden', 403);
    const caller = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, isAdmin: ctx.isAdmin, scopes: ctx.scopes, costs: seesStockCost(ctx), hidden };
    const task = await this.tasks.create(ctx, 'export', LEDGER_EXPORT_KIND, name, { filter, lang: ctx.lang, caller } satisfies ExportParams, null);
    await this.jobs.add('exports', 'inventoryLedger', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-inventory-ledger-${task.id}` });
    return { id: task.id, status: task.status };
  }

  @JobHandler('exports', 'inventoryLedger')
  run(job: Job<'exports', 'inventoryLedger'>): Promise<void> {
    return runExportTask(this.tasks, job, (task) => this.write(task));
  }

  private async write(task: TransferTask): Promise<void> {
    const params = JSON.parse(task.params ?? '{}') as ExportParams;
    const filter: Filter = {
      ...params.filter,
      start_time: params.filter.start_time ? new Date(params.filter.start_time) : undefined,
      end_time: params.filter.end_time ? new Date(params.filter.end_time) : undefined,
    };
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const rows = await this.query.movementQuery(params.caller, filter, params.caller.hidden ?? []).take(MAX_ROWS).getMany();
    await this.tasks.progress(task, { total_rows: rows.length, progress: 30 });
    const views = await this.query.movementViews({ enterpriseId: task.enterprise_id }, rows);
    const t = (key: MessageKey) => this.translator.t(key, params.lang, [], task.enterprise_id);
    const headers = await Promise.all(COLUMNS.map(t));
    const names = new Map<string, string>();
    const name = async (key: string): Promise<string> => {
      if (!names.has(key)) names.set(key, await t(key as MessageKey));
      return names.get(key) as string;
    };
    const costs = params.caller.costs;
    const data: unknown[][] = [];
    for (const v of views) {
      data.push([
        new Date(v.create_time).toISOString(), v.document_no, await name(`inventory.movement.${v.movement_type}`), v.spare_part_code, v.part_name, v.warehouse_name,
        v.bin_code, v.batch_no, v.quantity, v.balance_after, costs && v.unit_cost !== null ? Number(v.unit_cost) : null, costs && v.amount !== null ? Number(v.amount) : null,
        await name(`inventory.document.${v.document_type}`), v.supplier_name, v.create_user_name, v.reason,
      ]);
    }
    const buffer = await writeSheet(await t(SHEET_KEY), headers, data as Parameters<typeof writeSheet>[2]);
    const key = task.storage_key ?? `${task.enterprise_id}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: rows.length, storage_key: key });
  }
}
