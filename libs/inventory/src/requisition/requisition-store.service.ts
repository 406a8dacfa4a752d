import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type Repository } from 'typeorm';
import type { Page, RequisitionRow, RequisitionStatus } from '@gengyun/contracts';
import { BusinessError, LIKE_ESCAPE, containsPattern, type AuthContext, type Sendable } from '@gengyun/core';
import { SparePartService } from '../part/spare-part.service';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { pageViews } from '../page-views';
import { StockLedger, type Leg } from '../stock/stock-ledger.service';
import { Requisition, RequisitionLine } from './requisition.entity';
import { RequisitionViews } from './requisition-views';
import { PARTLY_ISSUED_SQL, PARTLY_ISSUED_STATUSES } from './partly-issued';
import { at, legPlace, raise } from './requisition-steps';
import type { RequisitionActDto, RequisitionIssueDto, RequisitionPageDto, RequisitionReturnDto } from './requisition.dto';

type Row = Sendable<RequisitionRow>;
/** Issued parts come back while the requisition is open, issued, or cancelled after a partial issue. */
const RETURNABLE: readonly RequisitionStatus[] = ['ready', 'approved', 'issued', 'cancelled'];

/**
 * The storekeepers' side of requisitions (issue 15 item 4) — list, detail, approve, issue, return — in the warehouse
 * scope: a requisition spanning warehouses is approved and issued per warehouse, each storekeeper seeing and acting
 * on the lines of their own. Issues may be partial (some lines or quantities now, the rest later; the reservation
 * shrinks by what is issued); they and returns go through the stock ledger as work-order documents.
 */
@Injectable()
export class RequisitionStoreService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Requisition) private readonly reqs: Repository<Requisition>,
    @InjectRepository(RequisitionLine) private readonly lines: Repository<RequisitionLine>,
    private readonly scope: WarehouseScope,
    private readonly parts: SparePartService,
    private readonly ledger: StockLedger,
    private readonly views: RequisitionViews,
  ) {}

  /** The storekeepers' list: requisitions taking from a warehouse the caller may see. */
  async page(ctx: AuthContext, dto: RequisitionPageDto): Promise<Page<Row>> {
    const lines = this.scope.apply(this.lines.createQueryBuilder('l'), ctx).select('l.requisition_id');
    if (dto.warehouse_id) lines.andWhere('l.warehouse_id = :rqWh', { rqWh: dto.warehouse_id });
    const keyword = (dto.keyword ?? dto.keywordSearch)?.trim();
    if (keyword) {
      lines.andWhere(`l.part_id IN (SELECT kp.id FROM inventory_spare_part kp WHERE kp.enterprise_id = l.enterprise_id AND (kp.spare_part_code LIKE :rqKw ${LIKE_ESCAPE} OR kp.name LIKE :rqKw ${LIKE_ESCAPE}))`, {
        rqKw: containsPattern(keyword),
      });
    }
    const qb = this.reqs
      .createQueryBuilder('r')
      .where('r.enterprise_id = :e', { e: ctx.enterpriseId })
      .andWhere(`r.id IN (${lines.getQuery()})`)
      .setParameters(lines.getParameters());
    if (dto.status === 'partlyIssued') qb.andWhere(PARTLY_ISSUED_SQL, { partlyOpen: PARTLY_ISSUED_STATUSES });
    else if (dto.status) qb.andWhere('r.status = :status', { status: dto.status });
    return pageViews(qb.orderBy('r.id', 'DESC'), dto, (rows) => this.storeRows(ctx, rows));
  }

  /** A requisition with a line in a warehouse the caller may see, with those lines only ("not found" otherwise). */
  async detail(ctx: AuthContext, id: number): Promise<Row> {
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, id } });
    const row = req ? (await this.storeRows(ctx, [req]))[0] : undefined;
    if (!row?.lines.length) throw BusinessError.notFound();
    return row;
  }

  /** The storekeeper sees the lines of their warehouses: another store's parts and quantities are not theirs to see. */
  private async storeRows(ctx: AuthContext, reqs: Requisition[]): Promise<Row[]> {
    const visible = await this.scope.visibleIds(ctx);
    const rows = await this.views.rows(ctx, reqs);
    return visible === null ? rows : rows.map((r) => ({ ...r, lines: r.lines.filter((l) => visible.includes(l.warehouse_id)) }));
  }

  /**
   * Approves the lines of one warehouse (or of all, when the caller sees every one); the requisition is approved once
   * every line is.
   */
  async approve(ctx: AuthContext, dto: RequisitionActDto): Promise<Row> {
    const { req, mine } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    at(req, dto.version, ['ready']);
    await this.db.transaction(async (m) => {
      await raise(m, req, ['ready']);
      const now = new Date();
      await m.update(RequisitionLine, { id: In(mine.map((l) => l.id)), approved_user_id: IsNull() }, { approved_user_id: ctx.userId, approved_time: now });
      const pending = await m.count(RequisitionLine, { where: { enterprise_id: ctx.enterpriseId, requisition_id: req.id, approved_user_id: IsNull() } });
      if (!pending) await m.update(Requisition, { id: req.id }, { status: 'approved', approved_user_id: ctx.userId, approved_time: now });
    });
    return this.storeOne(ctx, req.id);
  }

  /**
   * Issues approved lines against the order — the chosen quantities (at most what each line has reserved), or every
   * reserved unit of the warehouse — as `issue` rows of the order's document; the reservations shrink by what is issued.
   * The requisition is issued once every line has all it asked for.
   */
  async issue(ctx: AuthContext, dto: RequisitionIssueDto): Promise<Row> {
    const { req, mine } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    at(req, dto.version, ['ready', 'approved']);
    const parts = await this.parts.findMany(ctx, mine.map((l) => l.part_id));
    const byId = new Map(mine.map((l) => [l.id, l]));
    const chosen = new Map<number, number>();
    if (dto.lines?.length) {
      for (const r of dto.lines) {
        if (!byId.has(r.line_id)) throw BusinessError.notFound();
        chosen.set(r.line_id, (chosen.get(r.line_id) ?? 0) + r.quantity);
      }
    } else for (const l of mine) if (l.reserved > 0 && l.approved_user_id !== null) chosen.set(l.id, l.reserved);
    if (!chosen.size) throw new BusinessError('inventory.errors.requisitionNothingToIssue', 422);
    for (const [lineId, quantity] of chosen) {
      const line = byId.get(lineId) as RequisitionLine;
      const code = parts.get(line.part_id)?.spare_part_code ?? '';
      if (line.approved_user_id === null) throw new BusinessError('inventory.errors.requisitionNotApproved', 422, [code]);
      if (quantity > line.reserved) throw new BusinessError('inventory.errors.issueTooMany', 422, [code], { fields: { quantity: 'max' } });
    }
    const legs = [...chosen].map(([lineId, quantity]): Leg => ({ type: 'issue', ...legPlace(parts, byId.get(lineId) as RequisitionLine), quantity: -quantity, release: quantity }));
    await this.ledger.record(ctx, { documentType: 'workOrder', documentId: req.work_order_id, supplierId: null, reason: null }, legs, async (m) => {
      await raise(m, req, ['ready', 'approved']);
      for (const [lineId, quantity] of chosen) {
        const done = await m
          .createQueryBuilder()
          .update(RequisitionLine)
          .set({ issued: () => 'issued + :q', reserved: () => 'reserved - :q', update_time: new Date() })
          .where('id = :id AND reserved >= :q AND approved_user_id IS NOT NULL', { id: lineId, q: quantity })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
      }
      const open = await m
        .createQueryBuilder(RequisitionLine, 'l')
        .where('l.enterprise_id = :e AND l.requisition_id = :id AND (l.reserved > 0 OR l.issued < l.quantity)', { e: ctx.enterpriseId, id: req.id })
        .getExists();
      if (!open) await m.update(Requisition, { id: req.id }, { status: 'issued', issued_time: new Date() });
    });
    return this.storeOne(ctx, req.id);
  }

  /** Unused parts back to the place they were issued from (`return` rows, at the current average cost). */
  async returnParts(ctx: AuthContext, dto: RequisitionReturnDto): Promise<Row> {
    const { req, mine: lines } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    at(req, dto.version, RETURNABLE);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const back = new Map<number, number>();
    for (const r of dto.lines) {
      if (!byId.has(r.line_id)) throw BusinessError.notFound();
      back.set(r.line_id, (back.get(r.line_id) ?? 0) + r.quantity);
    }
    const parts = await this.parts.findMany(ctx, lines.map((l) => l.part_id));
    for (const [lineId, quantity] of back) {
      const line = byId.get(lineId) as RequisitionLine;
      if (quantity > line.issued - line.returned) {
        throw new BusinessError('inventory.errors.returnTooMany', 422, [parts.get(line.part_id)?.spare_part_code ?? ''], { fields: { quantity: 'max' } });
      }
    }
    const legs = [...back].map(([lineId, quantity]): Leg => ({ type: 'return', ...legPlace(parts, byId.get(lineId) as RequisitionLine), quantity }));
    await this.ledger.record(ctx, { documentType: 'workOrder', documentId: req.work_order_id, supplierId: null, reason: null }, legs, async (m) => {
      await raise(m, req, RETURNABLE);
      for (const [lineId, quantity] of back) {
        const done = await m
          .createQueryBuilder()
          .update(RequisitionLine)
          .set({ returned: () => `returned + ${quantity}`, update_time: new Date() })
          .where('id = :id AND issued - returned >= :q', { id: lineId, q: quantity })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
      }
    });
    return this.storeOne(ctx, req.id);
  }

  /**
   * A requisition of the enterprise and the lines the storekeeper acts on: those of the named warehouse (which they
   * must see, and the requisition take from), or all of them when every warehouse is theirs ("not found" otherwise).
   */
  private async storeSide(ctx: AuthContext, id: number, warehouseId?: number): Promise<{ req: Requisition; mine: RequisitionLine[] }> {
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, id } });
    if (!req) throw BusinessError.notFound();
    const lines = await this.lines.find({ where: { enterprise_id: ctx.enterpriseId, requisition_id: req.id }, order: { id: 'ASC' } });
    const mine = warehouseId === undefined ? lines : lines.filter((l) => l.warehouse_id === warehouseId);
    if (!mine.length) throw BusinessError.notFound();
    for (const w of new Set(mine.map((l) => l.warehouse_id))) await this.scope.find(ctx, w);
    return { req, mine };
  }

  /** One requisition with the lines of the caller's warehouses (after an action by a storekeeper). */
  async storeOne(ctx: AuthContext, id: number): Promise<Row> {
    return (await this.storeRows(ctx, [await this.reqs.findOneByOrFail({ enterprise_id: ctx.enterpriseId, id })]))[0] as Row;
  }
}
