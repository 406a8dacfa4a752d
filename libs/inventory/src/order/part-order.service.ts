import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PartnerKind, type Page, type PartOrderRow } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { SparePartService } from '../part/spare-part.service';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { pageViews } from '../page-views';
import { ViewNames } from '../view-names';
import { PartOrder } from './part-order.entity';
import type { PartOrderActDto, PartOrderDto, PartOrderPageDto } from './part-order.dto';

type Row = Sendable<PartOrderRow>;

/**
 * Orders placed (issue 15 item 5, "on order"): the storekeeper records, from the reorder suggestions, that a quantity
 * of a part was ordered for a warehouse. There is no purchase area: the record is the inventory's own, scoped by its
 * warehouse like stock. Put-ins naming it bring it in (`OrderFulfilment`); cancelling stops it counting.
 */
@Injectable()
export class PartOrderService {
  constructor(
    @InjectRepository(PartOrder) private readonly orders: Repository<PartOrder>,
    private readonly scope: WarehouseScope,
    private readonly catalogue: SparePartService,
    private readonly refs: EquipmentReferences,
    private readonly names: ViewNames,
  ) {}

  /** Every id checked before writing: the warehouse in the caller's scope, the part and supplier of the enterprise. */
  async add(ctx: AuthContext, dto: PartOrderDto): Promise<Row> {
    await this.scope.find(ctx, dto.warehouse_id);
    await this.catalogue.findMany(ctx, [dto.part_id]);
    if (dto.supplier_id) await this.refs.partner(ctx, PartnerKind.supplier, dto.supplier_id);
    const values = {
      enterprise_id: ctx.enterpriseId,
      create_user_id: ctx.userId,
      part_id: dto.part_id,
      warehouse_id: dto.warehouse_id,
      supplier_id: dto.supplier_id ?? null,
      quantity: dto.quantity,
      received: 0,
      expected_date: dto.expected_date ?? null,
      remark: dto.remark?.trim() || null,
      status: 'open' as const,
      version: 1,
    };
    const result = await this.orders.insert(this.orders.create(values));
    return this.detail(ctx, Number(result.identifiers[0]?.id));
  }

  async page(ctx: AuthContext, dto: PartOrderPageDto): Promise<Page<Row>> {
    if (dto.warehouse_id) await this.scope.find(ctx, dto.warehouse_id);
    const qb = this.scope.apply(this.orders.createQueryBuilder('o'), ctx);
    if (dto.warehouse_id) qb.andWhere('o.warehouse_id = :poWh', { poWh: dto.warehouse_id });
    if (dto.part_id) qb.andWhere('o.part_id = :poPart', { poPart: dto.part_id });
    if (dto.status) qb.andWhere('o.status = :poStatus', { poStatus: dto.status });
    return pageViews(qb.orderBy('o.id', 'DESC'), dto, (rows) => this.views(ctx, rows));
  }

  async detail(ctx: AuthContext, id: number): Promise<Row> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as Row;
  }

  /** The goods will not come: open at the version read → cancelled; it stops counting as on order. */
  async cancel(ctx: AuthContext, dto: PartOrderActDto): Promise<Row> {
    const order = await this.find(ctx, dto.id);
    if (order.status !== 'open') throw BusinessError.conflict('inventory.order.notOpen');
    if (order.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const done = await this.orders
      .createQueryBuilder()
      .update(PartOrder)
      .set({ status: 'cancelled', version: () => 'version + 1', update_time: new Date() })
      .where("id = :id AND enterprise_id = :e AND status = 'open' AND version = :v", { id: order.id, e: ctx.enterpriseId, v: dto.version })
      .execute();
    if (!done.affected) {
      const now = await this.orders.findOne({ select: { id: true, status: true }, where: { id: order.id, enterprise_id: ctx.enterpriseId } });
      throw BusinessError.conflict(now?.status === 'open' ? 'common.errors.staleData' : 'inventory.order.notOpen');
    }
    return this.detail(ctx, order.id);
  }

  /** An order of a warehouse the caller may see; another's, or another enterprise's, is "not found". */
  private async find(ctx: AuthContext, id: number): Promise<PartOrder> {
    const order = await this.scope.apply(this.orders.createQueryBuilder('o'), ctx).andWhere('o.id = :poId', { poId: id }).getOne();
    if (!order) throw BusinessError.notFound();
    return order;
  }

  private async views(ctx: AuthContext, orders: PartOrder[]): Promise<Row[]> {
    if (!orders.length) return [];
    const { part, warehouse, supplier, user } = await this.names.of(ctx.enterpriseId, {
      part: orders.map((o) => o.part_id),
      warehouse: orders.map((o) => o.warehouse_id),
      supplier: orders.map((o) => o.supplier_id),
      user: orders.map((o) => o.create_user_id),
    });
    return orders.map((o) => ({
      id: o.id,
      enterprise_id: o.enterprise_id,
      create_time: o.create_time,
      create_user_id: o.create_user_id,
      update_time: o.update_time,
      part_id: o.part_id,
      spare_part_code: part.get(o.part_id)?.spare_part_code ?? '',
      part_name: part.get(o.part_id)?.name ?? '',
      unit: part.get(o.part_id)?.unit ?? null,
      warehouse_id: o.warehouse_id,
      warehouse_name: warehouse.get(o.warehouse_id) ?? '',
      supplier_id: o.supplier_id,
      supplier_name: o.supplier_id === null ? null : (supplier.get(o.supplier_id) ?? null),
      quantity: o.quantity,
      received: o.received,
      on_order: o.status === 'open' ? Math.max(0, o.quantity - o.received) : 0,
      expected_date: o.expected_date,
      remark: o.remark,
      status: o.status,
      version: o.version,
      create_user_name: o.create_user_id === null ? null : (user.get(o.create_user_id) ?? null),
    }));
  }
}
