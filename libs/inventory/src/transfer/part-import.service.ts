import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { INVENTORY_CODE_PATTERN as CODE, INVENTORY_LIMITS as LIMITS, LANGS, PartnerKind, Permission as P, PRICE_PATTERN, type Lang } from '@gengyun/contracts';
import { AuditService, JobHandler, Translator, type AuthContext, type Job, type UploadedFile } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { EquipmentReferences } from '@gengyun/equipment';
import { TransferKinds } from '@gengyun/files';
import { seesPartPrice } from '../cost/cost-display';
import { FitKind, SparePart, SparePartFit } from '../part/spare-part.entity';
import { BOM_TYPE_OPTIONS, SPARE_PART_BUSINESS_NO, SparePartService } from '../part/spare-part.service';
import { NAME_SEPARATORS, PART_SHEET, PARTS_KIND, YES_NO, type PartField } from './part-sheet';
import { SheetImports, splitNames, type RowCells } from './sheet-import';

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
  /** Suitable types and models by name, every one the importer could choose of that name; looked up once for the sheet. */
  types: Map<string, number[]>;
  models: Map<string, number[]>;
  /** Equipment by asset code, each one the importer could install a part on (their location and type scope). */
  equipment: Map<string, number>;
}

type PartValues = Omit<SparePart, 'id' | 'enterprise_id' | 'create_user_id' | 'create_time' | 'update_time' | 'version'>;
/** What a row's cells name; null where the cell is empty. */
type RowFits = { types: number[] | null; models: number[] | null; equipment: number[] | null };
/** A row to write: a new part, or (overlay) the part its code names; its suitable types and models and installed equipment. */
type PartRow = RowFits & { values: PartValues; existing: number | null };

/**
 * The parts catalogue import (`POST /sparePart/import`, kind `inventory.parts`): the template's columns, each row
 * checked as `/sparePart/add` checks a part (code format and uniqueness, lengths, price format, min ≤ max, a bom type of
 * the option list, a manufacturer and supplier of the enterprise, suitable types and models by name in the importer's
 * type scope, installed equipment by asset code in their location and type scope); every part is written in one
 * transaction only when no row has a message. Codes already in the catalogue are refused ("a duplicate") unless the
 * import is started with `overlay`: then such a row updates that part (its version raised; without the cost display its
 * price stays, as on edit; its suitable types, models or installations are replaced only by filled cells, and the
 * installations on equipment the importer cannot see stay, as on edit). A code twice in one file is a duplicate either
 * way.
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
    const read = await this.sheets.read(workbook, PART_SHEET, (row) => this.values(row, refs, params), (rows) => this.lookUp(ctx, rows, refs));
    if ('messages' in read) return this.sheets.fail(task, read.messages, read.total);
    try {
      await this.db.transaction(async (m) => {
        for (const row of read.rows) await this.write(m, ctx, row, params.prices);
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
      equipment: new Map(),
    };
  }

  /** Every type, model and asset code the sheet names, looked up in the importer's scopes with one query each. */
  private async lookUp(ctx: AuthContext, rows: ReadonlyArray<RowCells<PartField>>, refs: PartRefs): Promise<void> {
    const named = (field: 'types' | 'models' | 'installed') => [...new Set(rows.flatMap((r) => splitNames(r.cells[field], NAME_SEPARATORS)))];
    const [fits, equipment] = await Promise.all([this.refs.fitsByNames(ctx, named('types'), named('models')), this.refs.byCodes(ctx, named('installed'))]);
    refs.types = fits.types;
    refs.models = fits.models;
    refs.equipment = new Map([...equipment].map(([code, place]) => [code, place.id]));
  }

  private async write(m: EntityManager, ctx: AuthContext, { values, existing, types, models, equipment }: PartRow, prices: boolean): Promise<void> {
    const e = ctx.enterpriseId;
    const fits = { equipment_type_ids: types ?? [], equipment_model_ids: models ?? [], equipment_ids: equipment ?? [] };
    if (existing === null) {
      const saved = await m.save(m.create(SparePart, { ...values, enterprise_id: e, create_user_id: ctx.userId }));
      await this.parts.writeFits(m, ctx, saved.id, fits);
      await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, saved.id, [{ key: 'common.audit.created', params: [saved.spare_part_code] }], m);
      return;
    }
    const { price, ...rest } = values;
    await m.update(SparePart, { enterprise_id: e, id: existing }, { ...rest, ...(prices ? { price } : {}), version: () => 'version + 1', update_time: new Date() });
    // Filled cells replace the part's suitable types, models or installations; empty ones keep them.
    const replaced = [...(types ? [FitKind.type] : []), ...(models ? [FitKind.model] : [])];
    if (replaced.length) await m.delete(SparePartFit, { enterprise_id: e, part_id: existing, kind: In(replaced) });
    if (equipment) {
      // Installations on equipment the importer cannot see are not theirs to replace: they stay, as on edit.
      const installed = await m.find(SparePartFit, { select: { ref_id: true }, where: { enterprise_id: e, part_id: existing, kind: FitKind.equipment } });
      const visible = [...(await this.refs.places(ctx, installed.map((f) => f.ref_id))).keys()];
      if (visible.length) await m.delete(SparePartFit, { enterprise_id: e, part_id: existing, kind: FitKind.equipment, ref_id: In(visible) });
    }
    await this.parts.writeFits(m, ctx, existing, fits);
    await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, existing, [{ key: 'common.audit.updated', params: [values.spare_part_code] }], m);
  }

  private values(row: RowCells<PartField>, refs: PartRefs, params: Pick<ImportParams, 'prices' | 'overlay'>): PartRow | null {
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
    const fits = this.fits(row, refs);
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
    return { values, existing, ...fits };
  }

  /**
   * The row's suitable types and models by name and installed equipment by asset code, each one the importer could
   * choose on /sparePart/add (in their scopes); another enterprise's or an unseen code reads as one that does not exist.
   */
  private fits(row: RowCells<PartField>, refs: PartRefs): RowFits {
    // A name of two or more types (or models) is refused rather than guessed: the sheet cannot say which one it means.
    const ids = (field: 'types' | 'models', known: Map<string, number[]>) =>
      row.list(field, NAME_SEPARATORS, LIMITS.fits)?.flatMap((n) => {
        const found = known.get(n) ?? [];
        if (found.length > 1) row.say('inventory.transfer.ambiguousFit', field, n);
        else if (!found.length) row.say('inventory.transfer.unknownFit', field, n);
        return found.length === 1 ? found : [];
      }) ?? null;
    const equipment =
      row.list('installed', NAME_SEPARATORS, LIMITS.fits)?.flatMap((code) => {
        const id = refs.equipment.get(code);
        if (id === undefined) row.say('inventory.transfer.unknownEquipment', 'installed', code);
        return id === undefined ? [] : [id];
      }) ?? null;
    return { types: ids('types', refs.types), models: ids('models', refs.models), equipment };
  }
}
