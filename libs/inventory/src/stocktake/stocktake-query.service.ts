import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import type { Page, StocktakeDetail, StocktakeLine as LineView, StocktakeRow } from '@gengyun/contracts';
import { whereKeyword, type Sendable } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { SparePart } from '../part/spare-part.entity';
import { Warehouse, WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockMovement, StockValue } from '../stock/stock.entity';
import { pageViews } from '../page-views';
import { Stocktake, StocktakeLine } from './stocktake.entity';
import { binIdsOf, StocktakeService } from './stocktake.service';
import type { StocktakePageDto } from './stocktake.dto';

type Row = Sendable<StocktakeRow>;
const placeKey = (partId: number, binId: number, batch: string) => `${partId}|${binId}|${batch}`;
const ids = <T>(rows: T[], pick: (r: T) => number | null | undefined): number[] => [...new Set(rows.map(pick).filter((v): v is number => !!v))];

/** The stocktake list and detail, within the caller's warehouse scope. */
@Injectable()
export class StocktakeQueryService {
  constructor(
    @InjectRepository(Stocktake) private readonly repo: Repository<Stocktake>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly scope: WarehouseScope,
    private readonly stocktakes: StocktakeService,
    private readonly directory: UserDirectory,
  ) {}

  async page(ctx: Caller, dto: StocktakePageDto): Promise<Page<Row>> {
    const qb = whereKeyword(this.scope.apply(this.repo.createQueryBuilder('s'), ctx), dto.keyword ?? dto.keywordSearch, ['s.code', 's.remark']);
    if (dto.warehouse_id) qb.andWhere('s.warehouse_id = :w', { w: dto.warehouse_id });
    if (dto.state) qb.andWhere('s.state = :state', { state: dto.state });
    return pageViews(qb.orderBy('s.id', 'DESC'), dto, (rows) => this.views(ctx, rows));
  }

  async detail(ctx: Caller, id: number): Promise<Sendable<StocktakeDetail>> {
    const st = await this.stocktakes.find(ctx, id);
    const [row] = await this.views(ctx, [st]);
    const lines = await this.db.getRepository(StocktakeLine).find({ where: { stocktake_id: st.id }, order: { id: 'ASC' } });
    const chosen = binIdsOf(st);
    const bins = await this.db.getRepository(WarehouseBin).find({ select: { id: true, code: true }, where: { enterprise_id: ctx.enterpriseId, warehouse_id: st.warehouse_id }, order: { code: 'ASC' } });
    return { ...(row as Row), lines: await this.lineViews(ctx, st, lines), bins: bins.filter((b) => !chosen.length || chosen.includes(b.id)).map((b) => ({ id: b.id, code: b.code })) };
  }

  private async views(ctx: Caller, rows: Stocktake[]): Promise<Row[]> {
    if (!rows.length) return [];
    const e = ctx.enterpriseId;
    const binIds = [...new Set(rows.flatMap(binIdsOf))];
    const [warehouses, bins, users, tallies] = await Promise.all([
      this.db.getRepository(Warehouse).find({ select: { id: true, name: true }, where: { enterprise_id: e, id: In(ids(rows, (r) => r.warehouse_id)) } }),
      binIds.length ? this.db.getRepository(WarehouseBin).find({ select: { id: true, code: true }, where: { enterprise_id: e, id: In(binIds) } }) : [],
      this.directory.byIds(e, [...ids(rows, (r) => r.person_user_id), ...ids(rows, (r) => r.approve_user_id)]),
      this.db
        .getRepository(StocktakeLine)
        .createQueryBuilder('l')
        .select('l.stocktake_id', 'id')
        .addSelect('COUNT(*)', 'total')
        .addSelect('SUM(CASE WHEN l.counted IS NULL THEN 0 ELSE 1 END)', 'counted')
        .addSelect('SUM(CASE WHEN l.counted IS NOT NULL AND l.counted <> l.expected THEN 1 ELSE 0 END)', 'differing')
        .where('l.stocktake_id IN (:...ids)', { ids: rows.map((r) => r.id) })
        .groupBy('l.stocktake_id')
        .getRawMany<{ id: number | string; total: number | string; counted: number | string | null; differing: number | string | null }>(),
    ]);
    const warehouse = new Map(warehouses.map((w) => [w.id, w.name]));
    const bin = new Map(bins.map((b) => [b.id, b.code]));
    const user = new Map(users.map((u) => [u.id, u.name]));
    const tally = new Map(tallies.map((t) => [Number(t.id), t]));
    return rows.map((r) => {
      const t = tally.get(r.id);
      const chosen = binIdsOf(r);
      return {
        id: r.id,
        enterprise_id: r.enterprise_id,
        create_time: r.create_time,
        create_user_id: r.create_user_id,
        update_time: r.update_time,
        code: r.code,
        count_date: r.count_date,
        warehouse_id: r.warehouse_id,
        warehouse_name: warehouse.get(r.warehouse_id) ?? '',
        bin_ids: chosen,
        bin_codes: chosen.map((b) => bin.get(b) ?? String(b)),
        person_user_id: r.person_user_id,
        person_name: r.person_user_id ? (user.get(r.person_user_id) ?? null) : null,
        state: r.state,
        start_time: r.start_time,
        finish_time: r.finish_time,
        approve_time: r.approve_time,
        approve_user_id: r.approve_user_id,
        approve_user_name: r.approve_user_id ? (user.get(r.approve_user_id) ?? null) : null,
        document_no: r.document_no,
        remark: r.remark,
        blind: Boolean(r.blind),
        version: r.version,
        lines_total: Number(t?.total ?? 0),
        lines_counted: Number(t?.counted ?? 0),
        lines_differing: Number(t?.differing ?? 0),
      };
    });
  }

  private async lineViews(ctx: Caller, st: Stocktake, lines: StocktakeLine[]): Promise<Array<Sendable<LineView>>> {
    if (!lines.length) return [];
    const e = ctx.enterpriseId;
    const [parts, bins, users, moved, costs] = await Promise.all([
      this.db.getRepository(SparePart).find({ where: { enterprise_id: e, id: In(ids(lines, (l) => l.part_id)) } }),
      this.db.getRepository(WarehouseBin).find({ select: { id: true, code: true }, where: { enterprise_id: e, warehouse_id: st.warehouse_id } }),
      this.directory.byIds(e, ids(lines, (l) => l.count_user_id)),
      this.movedSinceStart(st),
      this.unitCosts(st, ids(lines, (l) => l.part_id)),
    ]);
    const part = new Map(parts.map((p) => [p.id, p]));
    const bin = new Map(bins.map((b) => [b.id, b.code]));
    const user = new Map(users.map((u) => [u.id, u.name]));
    return lines.map((l) => {
      const p = part.get(l.part_id);
      const key = placeKey(l.part_id, l.bin_id, l.batch_no);
      const unitCost = costs.posted.get(key) ?? costs.average.get(l.part_id) ?? null;
      const difference = l.counted === null ? null : l.counted - l.expected;
      return {
        id: l.id,
        part_id: l.part_id,
        spare_part_code: p?.spare_part_code ?? '',
        part_name: p?.name ?? '',
        specification: p?.specification ?? null,
        unit: p?.unit ?? null,
        bin_id: l.bin_id || null,
        bin_code: l.bin_id ? (bin.get(l.bin_id) ?? null) : null,
        batch_no: l.batch_no || null,
        expected: l.expected,
        counted: l.counted,
        difference,
        moved_since_start: moved.get(key) ?? 0,
        adjusted: l.adjusted,
        unit_cost: unitCost,
        difference_amount: difference === null || unitCost === null ? null : (difference * Number(unitCost)).toFixed(2),
        count_user_id: l.count_user_id,
        count_user_name: l.count_user_id ? (user.get(l.count_user_id) ?? null) : null,
        count_time: l.count_time,
        remark: l.remark,
      };
    });
  }

  /**
   * What a line's difference is valued at: the unit cost of the adjustment posted for its place once approved, else
   * the part's moving-average cost in the warehouse now.
   */
  private async unitCosts(st: Stocktake, partIds: number[]): Promise<{ posted: Map<string, string>; average: Map<number, string> }> {
    const [posted, values] = await Promise.all([
      st.state === 'approved'
        ? this.db.getRepository(StockMovement).find({ where: { enterprise_id: st.enterprise_id, warehouse_id: st.warehouse_id, document_type: 'stocktake', document_id: st.id } })
        : [],
      this.db.getRepository(StockValue).find({ where: { enterprise_id: st.enterprise_id, warehouse_id: st.warehouse_id, part_id: In(partIds) } }),
    ]);
    return {
      posted: new Map(posted.filter((m) => m.unit_cost !== null).map((m) => [placeKey(m.part_id, m.bin_id ?? 0, m.batch_no ?? ''), m.unit_cost as string])),
      average: new Map(values.filter((v) => v.avg_cost !== null).map((v) => [v.part_id, v.avg_cost as string])),
    };
  }

  /** What the ledger moved in the count's warehouse after it started, per place — its own adjustments left out. */
  private async movedSinceStart(st: Stocktake): Promise<Map<string, number>> {
    if (st.start_movement_id === null) return new Map();
    const rows = await this.db
      .getRepository(StockMovement)
      .createQueryBuilder('mv')
      .select('mv.part_id', 'part_id')
      .addSelect('COALESCE(mv.bin_id, 0)', 'bin_id')
      .addSelect("COALESCE(mv.batch_no, '')", 'batch_no')
      .addSelect('SUM(mv.quantity)', 'total')
      .where('mv.enterprise_id = :e AND mv.warehouse_id = :w AND mv.id > :since', { e: st.enterprise_id, w: st.warehouse_id, since: st.start_movement_id })
      .andWhere('NOT (mv.document_type = :own AND mv.document_id = :id)', { own: 'stocktake', id: st.id })
      .groupBy('mv.part_id')
      .addGroupBy('COALESCE(mv.bin_id, 0)')
      .addGroupBy("COALESCE(mv.batch_no, '')")
      .getRawMany<{ part_id: number | string; bin_id: number | string; batch_no: string; total: number | string }>();
    return new Map(rows.map((r) => [placeKey(Number(r.part_id), Number(r.bin_id), r.batch_no), Number(r.total)]));
  }
}
