import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { INVENTORY_CODE_PATTERN as CODE, INVENTORY_LIMITS as LIMITS, LANGS, PartnerKind, Permission as P, PRICE_PATTERN, type Lang } from '@gengyun/contracts';
import { AuditService, JobHandler, Translator, type AuthContext, type Job, type UploadedFile } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { EquipmentReferences } from '@gengyun/equipment';
import { TransferKinds } from '@gengyun/files';
import { seesPartPrice } from '../cost/cost-display';
import { FitKind, SparePart, SparePartFit } from '../part/spare-part.entity';
import { BOM_TYPE_OPTIONS, SPARE_PART_BUSINESS_NO, SparePartService } from '../part/spare-part.service';
import { NAME_SEPARATORS, PART_SHEET, PARTS_KIND, YES_NO, type PartField } from './part-sheet';
import { SheetImports, type RowCells } from './sheet-import';

type Importer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'scopes' | 'account'>;

interface ImportParams {
  lang: Lang;
  caller: Importer;
  /** Whether the importer held the "spare parts" cost display: without it the price column is not read (as on add). */
  prices: boolean;
  /** Rows whose code is in the catalogue update that part (true) or are refused as duplicates (false, default). */
  overlay?: boolean;
}

/** What the rows name, as typed: option labels in either language, partners by name, yes/no, the codes already taken. */
interface PartRefs {
  bomTypes: Map<string, number>;
  manufacturers: Map<string, number>;
  suppliers: Map<string, number>;
  yesNo: Map<string, boolean>;
  /** Codes already in the catalogue, with their part's id. */
  taken: Map<string, number>;
  seen: Set<string>;
  /** Suitable types and models by name, looked up as rows name them: every one the importer could choose of that name. */
  types: Map<string, number[]>;
  models: Map<string, number[]>;
}

type PartValues = Omit<SparePart, 'id' | 'enterprise_id' | 'create_user_id' | 'create_time' | 'update_time' | 'version'>;
/** A row to write: a new part, or (overlay) the part its code names; its suitable types and models (null: cell empty). */
type PartRow = { values: PartValues; existing: number | null; types: number[] | null; models: number[] | null };

/**
 * The parts catalogue import (`POST /sparePart/import`, kind `inventory.parts`): the template's columns, each row
 * checked as `/sparePart/add` checks a part (code format and uniqueness, lengths, price format, min ≤ max, a bom type of
 * the option list, a manufacturer and supplier of the enterprise, suitable types and models by name in the importer's
 * type scope); every part is written in one transaction only
 * when no row has a message. Codes already in the catalogue are refused ("a duplicate") unless the import is started
 * with `overlay`: then such a row updates that part (its version raised; without the cost display its price stays, as
 * on edit; its suitable types or models are replaced only by filled cells). A code twice in one file is a duplicate
 * either way.
 */
@Injectable()
export class PartImportService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly sheets: SheetImports,
    private readonly kinds: TransferKinds,
    private readonly translator: Translator,
    private readonly options: OptionsService,
    private readonly refs: EquipmentReferences,
    private readonly audit: AuditService,
    private readonly parts: SparePartService,
  ) {}

  onModuleInit(): void {
    this.kinds.register(PARTS_KIND, { label: 'inventory.transfer.partsKind', directions: ['import', 'export'], follow: { import: [P.sparePart.add], export: [P.sparePart.list] } });
  }

  template(lang: Lang): Promise<Buffer> {
    return this.sheets.template(PART_SHEET, lang);
  }

  start(ctx: AuthContext, uploads: readonly UploadedFile[], overlay = false) {
    const caller: Importer = { enterpriseId: ctx.enterpriseId, userId: ctx.userId, name: ctx.name, isAdmin: ctx.isAdmin, scopes: ctx.scopes, account: ctx.account };
    return this.sheets.start(ctx, uploads, PARTS_KIND, 'inventoryParts', { lang: ctx.lang, caller, prices: seesPartPrice(ctx), overlay } satisfies ImportParams);
  }

  @JobHandler('imports', 'inventoryParts')
  async run(job: Job<'imports', 'inventoryParts'>): Promise<void> {
    const begun = await this.sheets.begin(job.data);
    if (!begun) return;
    const { task, workbook } = begun;
    if (!workbook) return this.sheets.fail(task, [{ key: 'files.errors.importType' }]);
    const params = JSON.parse(task.params ?? '{}') as ImportParams;
    const ctx: AuthContext = { ...params.caller, sessionId: 0, lang: params.lang, permissions: new Set() };
    const refs = await this.partRefs(ctx);
    const read = await this.sheets.read(workbook, PART_SHEET, (row) => this.values(row, refs, params, ctx));
    if ('messages' in read) return this.sheets.fail(task, read.messages, read.total);
    try {
      await this.db.transaction(async (m) => {
        for (const { values, existing, types, models } of read.rows) {
          if (existing !== null) {
            const { price, ...rest } = values;
            await m.update(SparePart, { enterprise_id: ctx.enterpriseId, id: existing }, { ...rest, ...(params.prices ? { price } : {}), version: () => 'version + 1', update_time: new Date() });
            // Filled cells replace the part's suitable types or models; empty ones keep them.
            const replaced = [...(types ? [FitKind.type] : []), ...(models ? [FitKind.model] : [])];
            if (replaced.length) await m.delete(SparePartFit, { enterprise_id: ctx.enterpriseId, part_id: existing, kind: In(replaced) });
            await this.parts.writeFits(m, ctx, existing, { equipment_type_ids: types ?? [], equipment_model_ids: models ?? [] });
            await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, existing, [{ key: 'common.audit.updated', params: [values.spare_part_code] }], m);
            continue;
          }
          const saved = await m.save(m.create(SparePart, { ...values, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId }));
          await this.parts.writeFits(m, ctx, saved.id, { equipment_type_ids: types ?? [], equipment_model_ids: models ?? [] });
          await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, saved.id, [{ key: 'common.audit.created', params: [saved.spare_part_code] }], m);
        }
      });
    } catch {
      // A code taken in between (the unique index) or a lost connection: the transaction wrote nothing.
      return this.sheets.fail(task, [{ key: 'inventory.transfer.importFailed' }], read.rows.length);
    }
    await this.sheets.done(task, read.rows.length);
  }

  private async partRefs(ctx: AuthContext): Promise<PartRefs> {
    const e = ctx.enterpriseId;
    const bomTypes = new Map<string, number>();
    for (const item of await this.options.options(ctx, BOM_TYPE_OPTIONS)) {
      bomTypes.set(String(item.value), Number(item.value));
      for (const lang of LANGS) bomTypes.set(item.langtype ? await this.translator.t(String(item.text), lang, [], e) : String(item.text), Number(item.value));
    }
    const yesNo = new Map<string, boolean>([['1', true], ['0', false]]);
    for (const lang of LANGS) for (const [i, key] of YES_NO.entries()) yesNo.set(await this.translator.t(key, lang, [], e), i === 0);
    const codes = await this.db.getRepository(SparePart).find({ select: { id: true, spare_part_code: true }, where: { enterprise_id: e } });
    return {
      bomTypes,
      manufacturers: await this.refs.partnersByName(e, PartnerKind.manufacturer),
      suppliers: await this.refs.partnersByName(e, PartnerKind.supplier),
      yesNo,
      taken: new Map(codes.map((c) => [c.spare_part_code, c.id])),
      seen: new Set(),
      types: new Map(),
      models: new Map(),
    };
  }

  private async values(row: RowCells<PartField>, refs: PartRefs, params: Pick<ImportParams, 'prices' | 'overlay'>, ctx: AuthContext): Promise<PartRow | null> {
    const prices = params.prices;
    const code = row.text('code', LIMITS.code);
    if (code !== null && !CODE.test(code)) row.say('files.errors.rowMalformed', 'code');
    const values: PartValues = {
      spare_part_code: code ?? '',
      name: row.text('name', LIMITS.name) ?? '',
      bom_type: row.ref('bomType', refs.bomTypes),
      specification: row.text('specification', LIMITS.text),
      unit: row.text('unit', LIMITS.unit),
      price: prices ? row.price('price', PRICE_PATTERN) : null,
      safety_stock_min: row.whole('min', 0, LIMITS.quantity),
      safety_stock_max: row.whole('max', 0, LIMITS.quantity),
      batch_tracking: row.cells.batch === null ? false : (refs.yesNo.get(String(row.cells.batch)) ?? row.say('files.errors.rowType', 'batch') ?? false),
      manufacturer_id: row.ref('manufacturer', refs.manufacturers),
      supplier_id: row.ref('supplier', refs.suppliers),
      remark: row.text('remark', LIMITS.remark),
    };
    const { types, models } = await this.fits(row, refs, ctx);
    if (row.notes.length) return null;
    if (values.safety_stock_min !== null && values.safety_stock_max !== null && values.safety_stock_min > values.safety_stock_max) {
      return row.say('inventory.transfer.minAboveMax', 'min', { key: row.labelOf('max') });
    }
    const existing = refs.taken.get(values.spare_part_code) ?? null;
    if ((existing !== null && !params.overlay) || refs.seen.has(values.spare_part_code)) {
      row.notes.push({ key: 'files.errors.rowDuplicate', params: [row.line], row: row.line, column: row.labelOf('code') });
      return null;
    }
    refs.seen.add(values.spare_part_code);
    return { values, existing, types, models };
  }

  /** The row's suitable types and models by name, each one the importer could choose on /sparePart/add (their type scope). */
  private async fits(row: RowCells<PartField>, refs: PartRefs, ctx: AuthContext): Promise<{ types: number[] | null; models: number[] | null }> {
    const types = row.list('types', NAME_SEPARATORS, LIMITS.fits);
    const models = row.list('models', NAME_SEPARATORS, LIMITS.fits);
    const unseen = (names: string[] | null, known: Map<string, number[]>) => [...new Set(names ?? [])].filter((n) => !known.has(n));
    const [newTypes, newModels] = [unseen(types, refs.types), unseen(models, refs.models)];
    if (newTypes.length || newModels.length) {
      const found = await this.refs.fitsByNames(ctx, newTypes, newModels);
      for (const n of newTypes) refs.types.set(n, found.types.get(n) ?? []);
      for (const n of newModels) refs.models.set(n, found.models.get(n) ?? []);
    }
    // A name of two or more types (or models) is refused rather than guessed: the sheet cannot say which one it means.
    const ids = (field: 'types' | 'models', names: string[] | null, known: Map<string, number[]>) =>
      names?.flatMap((n) => {
        const found = known.get(n) ?? [];
        if (found.length > 1) row.say('inventory.transfer.ambiguousFit', field, n);
        else if (!found.length) row.say('inventory.transfer.unknownFit', field, n);
        return found.length === 1 ? found : [];
      }) ?? null;
    return { types: ids('types', types, refs.types), models: ids('models', models, refs.models) };
  }
}
