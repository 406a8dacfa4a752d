import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { JobStatus, type Lang } from '@gengyun/contracts';
import { FileStorage, JobHandler, Jobs, Translator, type AuthContext, type Job } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { EquipmentReferences } from '@gengyun/equipment';
import { TransferTasks, writeSheet, type TransferTask } from '@gengyun/files';
import { seesPartPrice } from '../cost/cost-display';
import type { SparePartPageDto } from '../part/spare-part.dto';
import { FitKind, SparePartFit } from '../part/spare-part.entity';
import { BOM_TYPE_OPTIONS, SparePartService } from '../part/spare-part.service';
import { StockLevels } from '../stock/stock-levels';
import { NAME_JOINER, PART_EXPORT_EXTRA, PART_SHEET, PARTS_KIND, YES_NO } from './part-sheet';
import { SheetImports } from './sheet-import';
import { runExportTask } from './export-task';

const MAX_ROWS = 100_000;
/** Parts whose on-hand one query sums. */
const CHUNK = 1000;

type Filter = Omit<SparePartPageDto, 'pageNumber' | 'pageSize'>;
type Exporter = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes' | 'account'>;
interface ExportParams {
  filter: Filter;
  lang: Lang;
  /** Who asked, with their scopes (on-hand is summed over the warehouses they could see) and the "spare parts" cost display. */
  caller: Exporter & { prices: boolean };
}

/**
 * POST /sparePart/export: a task of the import/export centre (kind `inventory.parts`) and an `exports/inventoryParts`
 * job writing the parts of the list's filters in the import template's layout — so the file imports back — plus the
 * on-hand in the warehouses the asker could see. Prices stay empty unless the asker held the "spare parts" cost display;
 * installed equipment is named by asset code, only the equipment the asker could see.
 */
@Injectable()
export class PartExportService {
  constructor(
    private readonly storage: FileStorage,
    private readonly tasks: TransferTasks,
    private readonly jobs: Jobs,
    private readonly parts: SparePartService,
    private readonly levels: StockLevels,
    private readonly options: OptionsService,
    private readonly refs: EquipmentReferences,
    private readonly sheets: SheetImports,
    private readonly translator: Translator,
    private readonly db: DataSource,
  ) {}

  async start(ctx: AuthContext, dto: SparePartPageDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    const name = `${await this.translator.t(PART_SHEET.sheet, ctx.lang)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    const caller = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes, account: ctx.account, prices: seesPartPrice(ctx) };
    const task = await this.tasks.create(ctx, 'export', PARTS_KIND, name, { filter, lang: ctx.lang, caller } satisfies ExportParams, null);
    await this.jobs.add('exports', 'inventoryParts', { enterpriseId: ctx.enterpriseId, userId: ctx.userId, taskId: task.id }, { jobId: `export-inventory-parts-${task.id}` });
    return { id: task.id, status: task.status };
  }

  @JobHandler('exports', 'inventoryParts')
  run(job: Job<'exports', 'inventoryParts'>): Promise<void> {
    return runExportTask(this.tasks, job, (task) => this.write(task));
  }

  private async write(task: TransferTask): Promise<void> {
    const params = JSON.parse(task.params ?? '{}') as ExportParams;
    const ctx: AuthContext = { ...params.caller, sessionId: 0, lang: params.lang, permissions: new Set() };
    await this.tasks.progress(task, { status: JobStatus.running, progress: 0 });
    const rows = await (await this.parts.query(ctx, params.filter)).take(MAX_ROWS).getMany();
    await this.tasks.progress(task, { total_rows: rows.length, progress: 30 });
    const e = task.enterprise_id;
    const onHand = new Map<number, number>();
    const fits: SparePartFit[] = [];
    const assetCodes = new Map<number, string>();
    for (let i = 0; i < rows.length; i += CHUNK) {
      const ids = rows.slice(i, i + CHUNK).map((p) => p.id);
      for (const [id, n] of await this.levels.onHandByPart(ctx, ids)) onHand.set(id, n);
      const chunk = await this.db.getRepository(SparePartFit).find({ where: { enterprise_id: e, part_id: In(ids), kind: In([FitKind.type, FitKind.model, FitKind.equipment]) }, order: { id: 'ASC' } });
      fits.push(...chunk);
      // Only equipment the asker may see is named: the others are left out, as on the part's detail.
      for (const [id, code] of await this.refs.assetCodes(ctx, chunk.filter((f) => f.kind === FitKind.equipment).map((f) => f.ref_id))) assetCodes.set(id, code);
    }
    const fitNames = await this.refs.fitNames(e, fits.filter((f) => f.kind === FitKind.type).map((f) => f.ref_id), fits.filter((f) => f.kind === FitKind.model).map((f) => f.ref_id));
    const labels = new Map<FitKind, Map<number, string>>([[FitKind.type, fitNames.types], [FitKind.model, fitNames.models], [FitKind.equipment, assetCodes]]);
    const byPart = new Map<number, SparePartFit[]>();
    for (const f of fits) byPart.set(f.part_id, [...(byPart.get(f.part_id) ?? []), f]);
    const fitsOf = (partId: number, kind: FitKind) => {
      const names = (byPart.get(partId) ?? []).filter((f) => f.kind === kind).flatMap((f) => labels.get(kind)?.get(f.ref_id) ?? []);
      return names.length ? names.join(NAME_JOINER) : null;
    };
    const bomTypes = new Map((await this.options.options(ctx, BOM_TYPE_OPTIONS)).map((o) => [Number(o.value), String(o.label)]));
    const partners = await this.refs.partnerNames(e, rows.flatMap((p) => [p.manufacturer_id, p.supplier_id]));
    const [yes, no] = await Promise.all(YES_NO.map((key) => this.translator.t(key, params.lang, [], e)));
    const headers = [...(await this.sheets.titles(PART_SHEET, params.lang)), ...(await Promise.all(PART_EXPORT_EXTRA.map((key) => this.translator.t(key, params.lang, [], e))))];
    const name = (id: number | null) => (id === null ? null : (partners.get(id) ?? null));
    const data = rows.map((p) => [
      p.spare_part_code, p.name, p.bom_type === null ? null : (bomTypes.get(p.bom_type) ?? String(p.bom_type)), p.specification, p.unit,
      params.caller.prices && p.price !== null ? Number(p.price) : null, p.safety_stock_min, p.safety_stock_max, p.batch_tracking ? (yes as string) : (no as string),
      name(p.manufacturer_id), name(p.supplier_id), p.remark, fitsOf(p.id, FitKind.type), fitsOf(p.id, FitKind.model), fitsOf(p.id, FitKind.equipment), onHand.get(p.id) ?? 0,
    ]);
    const buffer = await writeSheet(await this.translator.t(PART_SHEET.sheet, params.lang), headers, data);
    const key = task.storage_key ?? `${e}/exports/${randomUUID()}.xlsx`;
    await this.storage.delete(key);
    await this.storage.put(key, buffer);
    await this.tasks.progress(task, { status: JobStatus.done, progress: 100, done_rows: rows.length, storage_key: key });
  }
}
