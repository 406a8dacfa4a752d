import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { RequisitionRow } from '@gengyun/contracts';
import type { Sendable } from '@gengyun/core';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import { SparePartFit } from '../part/spare-part.entity';
import { standInsOf } from '../part/substitutes';
import { NO_BIN, StockBalance, StockMovement } from '../stock/stock.entity';
import { BlindStock, type StockReader } from '../stocktake/blind-stock';
import { ViewNames } from '../view-names';
import { Requisition, RequisitionLine } from './requisition.entity';
import { placeKey } from './reservations';
import { partlyIssued } from './partly-issued';

type Row = Sendable<RequisitionRow>;

/** Requisitions as they are answered: their order's number and title, the lines with names and what is available now. */
@Injectable()
export class RequisitionViews {
  constructor(
    @InjectRepository(RequisitionLine) private readonly lines: Repository<RequisitionLine>,
    @InjectRepository(SparePartFit) private readonly fits: Repository<SparePartFit>,
    @InjectRepository(StockBalance) private readonly balances: Repository<StockBalance>,
    @InjectRepository(StockMovement) private readonly movements: Repository<StockMovement>,
    private readonly orders: WorkOrderQueryService,
    private readonly names: ViewNames,
    private readonly blind: BlindStock,
  ) {}

  /** A counter of a running blind count gets no `available` for lines of that warehouse (BlindStock). */
  async rows(ctx: StockReader, reqs: Requisition[]): Promise<Row[]> {
    if (!reqs.length) return [];
    const e = ctx.enterpriseId;
    const lines = await this.lines.find({ where: { enterprise_id: e, requisition_id: In(reqs.map((r) => r.id)) }, order: { id: 'ASC' } });
    const ids = <T>(pick: (l: RequisitionLine) => T) => [...new Set(lines.map(pick))];
    const orderIds = reqs.map((r) => r.work_order_id);
    const substitutes = await standInsOf(this.fits, e, ids((l) => l.part_id));
    const [{ part, warehouse, bin, user: name }, balances, orders, costs, hidden] = await Promise.all([
      this.names.of(e, {
        part: [...ids((l) => l.part_id), ...substitutes.map((f) => f.ref_id)],
        warehouse: ids((l) => l.warehouse_id),
        bin: ids((l) => l.bin_id),
        user: reqs.flatMap((r) => [r.create_user_id, r.approved_user_id]),
      }),
      this.balances.find({ where: { enterprise_id: e, part_id: In(ids((l) => l.part_id)), warehouse_id: In(ids((l) => l.warehouse_id)) } }),
      this.orders.brief(e, orderIds),
      this.partsCosts(e, orderIds),
      this.blind.hiddenFrom(ctx),
    ]);
    const available = new Map(balances.map((b) => [placeKey(b), b.on_hand - b.reserved]));
    const order = new Map(orders.map((o) => [o.id, o]));
    return reqs.map((r) => ({
      id: r.id,
      enterprise_id: r.enterprise_id,
      create_time: r.create_time,
      create_user_id: r.create_user_id,
      update_time: r.update_time,
      work_order_id: r.work_order_id,
      work_order_code: order.get(r.work_order_id)?.code ?? '',
      work_order_title: order.get(r.work_order_id)?.title ?? '',
      status: r.status,
      version: r.version,
      remark: r.remark,
      create_user_name: r.create_user_id === null ? null : (name.get(r.create_user_id) ?? null),
      approved_user_id: r.approved_user_id,
      approved_user_name: r.approved_user_id === null ? null : (name.get(r.approved_user_id) ?? null),
      approved_time: r.approved_time,
      issued_time: r.issued_time,
      parts_cost: (costs.get(r.work_order_id) ?? 0).toFixed(2),
      partly_issued: partlyIssued(r.status, lines.filter((l) => l.requisition_id === r.id)),
      line_count: lines.filter((l) => l.requisition_id === r.id).length,
      lines: lines
        .filter((l) => l.requisition_id === r.id)
        .map((l) => ({
          id: l.id,
          part_id: l.part_id,
          spare_part_code: part.get(l.part_id)?.spare_part_code ?? '',
          part_name: part.get(l.part_id)?.name ?? '',
          unit: part.get(l.part_id)?.unit ?? null,
          warehouse_id: l.warehouse_id,
          warehouse_name: warehouse.get(l.warehouse_id) ?? '',
          bin_id: l.bin_id === NO_BIN ? null : l.bin_id,
          bin_code: l.bin_id === NO_BIN ? null : (bin.get(l.bin_id) ?? null),
          batch_no: l.batch_no || null,
          quantity: l.quantity,
          reserved: l.reserved,
          issued: l.issued,
          returned: l.returned,
          available: hidden.includes(l.warehouse_id) ? null : (available.get(placeKey(l)) ?? 0),
          approved: l.approved_user_id !== null,
          substitutes: substitutes.flatMap((f) => {
            const sub = f.part_id === l.part_id ? part.get(f.ref_id) : undefined;
            return sub ? [{ id: sub.id, spare_part_code: sub.spare_part_code, name: sub.name }] : [];
          }),
        })),
    }));
  }

  /** Σ issue amounts − Σ return amounts of each order's ledger rows (amounts are signed, issues negative). */
  private async partsCosts(e: number, orderIds: number[]): Promise<Map<number, number>> {
    const rows = await this.movements
      .createQueryBuilder('mv')
      .select('mv.document_id', 'order_id')
      .addSelect('SUM(mv.amount)', 'total')
      .where('mv.enterprise_id = :e', { e })
      .andWhere("mv.document_type = 'workOrder'")
      .andWhere('mv.document_id IN (:...ids)', { ids: orderIds })
      .andWhere("mv.movement_type IN ('issue', 'return')")
      .groupBy('mv.document_id')
      .getRawMany<{ order_id: number | string; total: number | string | null }>();
    return new Map(rows.map((r) => [Number(r.order_id), -Number(r.total ?? 0) || 0]));
  }
}
