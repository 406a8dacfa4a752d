import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { OPEN_REQUISITION_STATUSES, PartnerKind, PRICE_PATTERN, type EquipmentPartRow, type Page, type SparePartRow } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { seesPartPrice } from '../cost/cost-display';
import { uniqueWrite } from '../unique-write';
import { MinimumChange } from '../safety/minimum-change';
import { pageViews } from '../page-views';
import { OptionsService } from '@gengyun/dictionary';
import { EquipmentReferences } from '@gengyun/equipment';
import { FileService } from '@gengyun/files';
import { FitKind, SparePart, SparePartFit } from './spare-part.entity';
import { standInsOf } from './substitutes';
import { StockMovement } from '../stock/stock.entity';
import { Requisition, RequisitionLine } from '../requisition/requisition.entity';
import { StockLevels } from '../stock/stock-levels';
import { OnOrder } from '../receipt/on-order';
import { StockReceiptLine } from '../receipt/receipt.entity';
import { PartOrder } from '../order/part-order.entity';
import type { Caller } from '../warehouse/warehouse-scope';
import type { SparePartAddDto, SparePartPageDto, SparePartUpdateDto } from './spare-part.dto';

export const SPARE_PART_BUSINESS_NO = 'sparePart';
export const BOM_TYPE_OPTIONS = 'bomType';
type Part = Sendable<SparePartRow>;

/** The parts catalogue (`bom/list`): one row per spare_part_code of the enterprise, with what it fits. */
@Injectable()
export class SparePartService {
  constructor(
    @InjectRepository(SparePart) private readonly repo: Repository<SparePart>,
    @InjectRepository(SparePartFit) private readonly fits: Repository<SparePartFit>,
    private readonly dataSource: DataSource,
    private readonly refs: EquipmentReferences,
    private readonly options: OptionsService,
    private readonly levels: StockLevels,
    private readonly audit: AuditService,
    private readonly onOrder: OnOrder,
    private readonly files: FileService,
    private readonly minimum: MinimumChange,
  ) {}

  async page(ctx: Caller, dto: SparePartPageDto): Promise<Page<Part>> {
    return pageViews(await this.query(ctx, dto), dto, (rows) => this.views(ctx, rows));
  }

  /** The list's query: its filters, ordered by code (the catalogue export reads it too). */
  async query(ctx: Caller, dto: Omit<SparePartPageDto, 'pageNumber' | 'pageSize'>): Promise<SelectQueryBuilder<SparePart>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('p'), ctx), dto.keyword ?? dto.keywordSearch, ['p.spare_part_code', 'p.name', 'p.specification']);
    if (dto.bom_type !== undefined) qb.andWhere('p.bom_type = :bomType', { bomType: dto.bom_type });
    if (dto.supplier_id) qb.andWhere('p.supplier_id = :supplier', { supplier: dto.supplier_id });
    if (dto.equipment_type_id) this.fitting(qb, FitKind.type, dto.equipment_type_id);
    if (dto.equipment_model_id) this.fitting(qb, FitKind.model, dto.equipment_model_id);
    if (dto.below_min) await this.levels.belowMinimum(qb, ctx);
    return qb.orderBy('p.spare_part_code', 'ASC');
  }

  find(ctx: Pick<Caller, 'enterpriseId' | 'scopes' | 'isAdmin'>, id: number): Promise<SparePart> {
    return findScoped(this.repo, ctx, id);
  }

  /** Parts of the caller's enterprise by id; "not found" if any is missing. */
  async findMany(ctx: Pick<Caller, 'enterpriseId'>, ids: readonly number[]): Promise<Map<number, SparePart>> {
    const found = await this.findSome(ctx, ids);
    if (found.size !== new Set(ids).size) throw BusinessError.notFound();
    return found;
  }

  /** The enterprise's parts among `ids` (the caller names what is missing). */
  async findSome(ctx: Pick<Caller, 'enterpriseId'>, ids: readonly number[]): Promise<Map<number, SparePart>> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length ? await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, id: In(wanted) } }) : [];
    return new Map(rows.map((p) => [p.id, p]));
  }

  async detail(ctx: Caller, id: number): Promise<Part> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as Part;
  }

  async add(ctx: AuthContext, dto: SparePartAddDto): Promise<Part> {
    await this.check(ctx, dto);
    const row = await uniqueWrite(() =>
      this.dataSource.transaction(async (m) => {
        const saved = await m.save(m.create(SparePart, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...this.fields(ctx, dto) }));
        await this.writeFits(m, ctx, saved.id, dto);
        await this.files.bind(ctx, SPARE_PART_BUSINESS_NO, saved.id, [...new Set(dto.file_ids ?? [])], m);
        await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, saved.id, [{ key: 'common.audit.created', params: [saved.spare_part_code] }], m);
        return saved;
      }),
    );
    return this.detail(ctx, row.id);
  }

  async update(ctx: AuthContext, dto: SparePartUpdateDto): Promise<Part> {
    const row = await this.find(ctx, dto.id);
    await this.check(ctx, dto);
    const crossed = await uniqueWrite(() =>
      this.dataSource.transaction(async (m) => {
        const done = await m
          .createQueryBuilder()
          .update(SparePart)
          .set({ ...this.fields(ctx, dto), version: () => 'version + 1', update_time: new Date() })
          .where('id = :id AND enterprise_id = :e AND version = :v', { id: row.id, e: ctx.enterpriseId, v: dto.version })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
        const installed = await m.find(SparePartFit, { where: { enterprise_id: ctx.enterpriseId, part_id: row.id, kind: FitKind.equipment } });
        const substitutes = dto.substitute_ids ?? (await m.find(SparePartFit, { where: { enterprise_id: ctx.enterpriseId, part_id: row.id, kind: FitKind.substitute } })).map((f) => f.ref_id);
        const interchangeable = dto.interchangeable_ids ?? (await standInsOf(m.getRepository(SparePartFit), ctx.enterpriseId, [row.id])).filter((s) => s.mutual).map((s) => s.ref_id);
        const visible = await this.visibleEquipment(ctx, installed.map((f) => f.ref_id));
        await m.delete(SparePartFit, { enterprise_id: ctx.enterpriseId, part_id: row.id });
        // Interchangeable is one relation whichever part declared it: rewritten here, held on this part.
        await m.delete(SparePartFit, { enterprise_id: ctx.enterpriseId, kind: FitKind.interchangeable, ref_id: row.id });
        // Installations on equipment the editor cannot see are not theirs to change: they stay.
        const kept = installed.map((f) => f.ref_id).filter((id) => !visible.has(id));
        await this.files.bind(ctx, SPARE_PART_BUSINESS_NO, row.id, [...new Set(dto.file_ids ?? [])], m);
        await this.writeFits(m, ctx, row.id, { ...dto, equipment_ids: [...(dto.equipment_ids ?? []), ...kept], substitute_ids: substitutes.filter((id) => id !== row.id), interchangeable_ids: interchangeable.filter((id) => id !== row.id) });
        await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, row.id, [{ key: 'common.audit.updated', params: [dto.spare_part_code] }], m);
        return (dto.safety_stock_min ?? null) === row.safety_stock_min ? [] : this.minimum.judge(m, ctx.enterpriseId, row.id);
      }),
    );
    await this.minimum.tell(ctx.enterpriseId, crossed);
    return this.detail(ctx, row.id);
  }

  /** A part the ledger names stays: its history is immutable; nor can one go while an open requisition asks for it. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    const requisitioned = await this.dataSource
      .getRepository(RequisitionLine)
      .createQueryBuilder('l')
      .innerJoin(Requisition, 'r', 'r.id = l.requisition_id')
      .where('l.enterprise_id = :e AND l.part_id = :part', { e: ctx.enterpriseId, part: row.id })
      .andWhere('r.status IN (:...open)', { open: OPEN_REQUISITION_STATUSES })
      .getExists();
    if (requisitioned) throw BusinessError.conflict('inventory.errors.partRequisitioned');
    if (await this.dataSource.getRepository(StockMovement).exists({ where: { enterprise_id: ctx.enterpriseId, part_id: row.id } })) {
      throw BusinessError.conflict('inventory.errors.partInUse');
    }
    if (await this.dataSource.getRepository(StockReceiptLine).exists({ where: { enterprise_id: ctx.enterpriseId, part_id: row.id } })) {
      throw BusinessError.conflict('inventory.errors.partOnReceipt');
    }
    if (await this.dataSource.getRepository(PartOrder).exists({ where: { enterprise_id: ctx.enterpriseId, part_id: row.id } })) {
      throw BusinessError.conflict('inventory.order.partOrdered');
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(SparePartFit, { enterprise_id: ctx.enterpriseId, part_id: row.id });
      await m.delete(SparePartFit, { enterprise_id: ctx.enterpriseId, kind: In([FitKind.substitute, FitKind.interchangeable]), ref_id: row.id });
      await this.levels.forget(m, ctx.enterpriseId, row.id);
      await m.delete(SparePart, { enterprise_id: ctx.enterpriseId, id: row.id });
      await this.audit.record(ctx, SPARE_PART_BUSINESS_NO, row.id, [{ key: 'common.audit.deleted', params: [row.spare_part_code] }], m);
    });
  }

  /**
   * One equipment's parts list (shown on its detail): the parts installed on it and those suitable for its type. The
   * equipment must be in the caller's scope.
   */
  async forEquipment(ctx: Caller, equipmentId: number): Promise<Array<Sendable<EquipmentPartRow>>> {
    const place = await this.refs.place(ctx, equipmentId);
    const links = await this.fits
      .createQueryBuilder('f')
      .where('f.enterprise_id = :e', { e: ctx.enterpriseId })
      .andWhere('((f.kind = :installed AND f.ref_id = :equipment) OR (f.kind = :type AND f.ref_id = :typeId))', {
        installed: FitKind.equipment,
        equipment: equipmentId,
        type: FitKind.type,
        typeId: place.typeId ?? 0,
      })
      .getMany();
    if (!links.length) return [];
    const parts = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(links.map((l) => l.part_id))]) }, order: { spare_part_code: 'ASC' } });
    return (await this.views(ctx, parts)).map((p) => ({
      ...p,
      installed: links.some((l) => l.part_id === p.id && l.kind === FitKind.equipment),
      suitable: links.some((l) => l.part_id === p.id && l.kind === FitKind.type),
    }));
  }

  /** SPEC §5 "price format error"; min ≤ max; every referenced id exists in the caller's enterprise and scope. */
  private async check(ctx: AuthContext, dto: SparePartAddDto): Promise<void> {
    if (dto.price !== undefined && !PRICE_PATTERN.test(dto.price)) throw new BusinessError('inventory.errors.priceFormat', 422, [], { fields: { price: 'matches' } });
    if (dto.safety_stock_min !== undefined && dto.safety_stock_max !== undefined && dto.safety_stock_min > dto.safety_stock_max) {
      throw new BusinessError('inventory.errors.safetyStockRange', 422, [], { fields: { safety_stock_min: 'max' } });
    }
    if (dto.bom_type !== undefined && !(await this.options.item(ctx, BOM_TYPE_OPTIONS, dto.bom_type))) throw BusinessError.notFound();
    if (dto.manufacturer_id) await this.refs.partner(ctx, PartnerKind.manufacturer, dto.manufacturer_id);
    if (dto.supplier_id) await this.refs.partner(ctx, PartnerKind.supplier, dto.supplier_id);
    for (const typeId of new Set(dto.equipment_type_ids ?? [])) await this.refs.type(ctx, typeId);
    for (const modelId of new Set(dto.equipment_model_ids ?? [])) await this.refs.model(ctx, modelId);
    for (const equipmentId of new Set(dto.equipment_ids ?? [])) await this.refs.place(ctx, equipmentId);
    const substitutes = [...new Set([...(dto.substitute_ids ?? []), ...(dto.interchangeable_ids ?? [])])];
    if ((await this.findSome(ctx, substitutes)).size !== substitutes.length) throw BusinessError.notFound();
    if (substitutes.some((id) => 'id' in dto && id === dto.id)) throw new BusinessError('inventory.errors.substituteSelf', 422, [dto.spare_part_code]);
    // Files uploaded from the form: the enterprise's, of parts, not yet bound to another part.
    for (const fileId of new Set(dto.file_ids ?? [])) {
      const file = await this.files.find(ctx, fileId, SPARE_PART_BUSINESS_NO);
      if (file.data_id !== null && file.data_id !== ('id' in dto ? dto.id : undefined)) throw BusinessError.notFound();
    }
  }

  /** Without the "spare parts" cost display (SPEC §6) a caller neither sets nor clears a price: the stored one stays. */
  private fields(ctx: AuthContext, dto: SparePartAddDto) {
    const { price, ...rest } = this.columns(dto);
    return seesPartPrice(ctx) ? { price, ...rest } : rest;
  }

  private columns(dto: SparePartAddDto) {
    return {
      spare_part_code: dto.spare_part_code,
      name: dto.name,
      bom_type: dto.bom_type ?? null,
      specification: dto.specification ?? null,
      unit: dto.unit ?? null,
      price: dto.price ?? null,
      safety_stock_min: dto.safety_stock_min ?? null,
      safety_stock_max: dto.safety_stock_max ?? null,
      batch_tracking: dto.batch_tracking ?? false,
      manufacturer_id: dto.manufacturer_id ?? null,
      supplier_id: dto.supplier_id ?? null,
      remark: dto.remark ?? null,
    };
  }

  /** The part's fits as /sparePart/add writes them (the catalogue import writes its types and models through it too). */
  async writeFits(m: EntityManager, ctx: Pick<Caller, 'enterpriseId' | 'userId'>, partId: number, dto: Pick<SparePartAddDto, 'equipment_type_ids' | 'equipment_model_ids' | 'equipment_ids' | 'substitute_ids' | 'interchangeable_ids'>): Promise<void> {
    const row = (kind: FitKind, ref_id: number) => m.create(SparePartFit, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, part_id: partId, kind, ref_id });
    const rows = [
      ...[...new Set(dto.equipment_type_ids ?? [])].map((id) => row(FitKind.type, id)),
      ...[...new Set(dto.equipment_model_ids ?? [])].map((id) => row(FitKind.model, id)),
      ...[...new Set(dto.equipment_ids ?? [])].map((id) => row(FitKind.equipment, id)),
      // A part named both ways is interchangeable (the wider fit), not also a one-way substitute.
      ...[...new Set(dto.substitute_ids ?? [])].filter((id) => !dto.interchangeable_ids?.includes(id)).map((id) => row(FitKind.substitute, id)),
      ...[...new Set(dto.interchangeable_ids ?? [])].map((id) => row(FitKind.interchangeable, id)),
    ];
    if (rows.length) await m.save(rows);
  }

  /** Those of the equipment ids the caller may see (the others are left out of what they are shown). */
  private async visibleEquipment(ctx: Caller, ids: readonly number[]): Promise<Set<number>> {
    const unique = [...new Set(ids)];
    const seen = await Promise.all(unique.map((id) => this.refs.place(ctx, id).then(() => id, () => null)));
    return new Set(seen.filter((id): id is number => id !== null));
  }

  private fitting(qb: SelectQueryBuilder<SparePart>, kind: FitKind, refId: number): void {
    const name = kind === FitKind.type ? 'fitType' : 'fitModel';
    qb.andWhere(`EXISTS (SELECT 1 FROM inventory_spare_part_fit f WHERE f.part_id = p.id AND f.kind = :${name}Kind AND f.ref_id = :${name})`, { [`${name}Kind`]: kind, [name]: refId });
  }


  private async views(ctx: Caller, rows: SparePart[]): Promise<Part[]> {
    if (!rows.length) return [];
    const ids = rows.map((p) => p.id);
    const [fits, partners, onHand, incoming] = await Promise.all([
      this.fits.find({ where: { enterprise_id: ctx.enterpriseId, part_id: In(ids) }, order: { id: 'ASC' } }),
      this.refs.partnerNames(ctx.enterpriseId, rows.flatMap((p) => [p.manufacturer_id, p.supplier_id])),
      this.levels.onHandByPart(ctx, ids),
      this.onOrder.byPart(ctx, ids),
    ]);
    const visible = await this.visibleEquipment(ctx, fits.filter((f) => f.kind === FitKind.equipment).map((f) => f.ref_id));
    const installed = (await this.refs.labels(ctx.enterpriseId, [...visible], [])).equipment;
    const mutual = (await standInsOf(this.fits, ctx.enterpriseId, ids)).filter((s) => s.mutual);
    const substitutes = await this.findSome(ctx, [...fits.filter((f) => f.kind === FitKind.substitute).map((f) => f.ref_id), ...mutual.map((s) => s.ref_id)]);
    const brief = (id: number) => {
      const s = substitutes.get(id);
      return s ? [{ id, spare_part_code: s.spare_part_code, name: s.name }] : [];
    };
    const refsOf = (partId: number, kind: FitKind) => fits.filter((f) => f.part_id === partId && f.kind === kind && (kind !== FitKind.equipment || visible.has(f.ref_id))).map((f) => f.ref_id);
    const name = (id: number | null) => (id === null ? null : (partners.get(id) ?? null));
    return rows.map((p) => {
      const held = onHand.get(p.id) ?? 0;
      return {
        ...p,
        manufacturer_name: name(p.manufacturer_id),
        supplier_name: name(p.supplier_id),
        equipment_type_ids: refsOf(p.id, FitKind.type),
        equipment_model_ids: refsOf(p.id, FitKind.model),
        equipment_ids: refsOf(p.id, FitKind.equipment),
        installed_on: refsOf(p.id, FitKind.equipment).flatMap((id) => {
          const e = installed.get(id);
          return e ? [{ id, asset_code: e.code, asset_name: e.name }] : [];
        }),
        substitutes: refsOf(p.id, FitKind.substitute).flatMap(brief),
        interchangeable: mutual.filter((s) => s.part_id === p.id).flatMap((s) => brief(s.ref_id)),
        on_hand: held,
        stock_in_state: held > 0 ? 'inStock' : incoming.has(p.id) ? 'inProgress' : 'notInStock',
      };
    });
  }
}
