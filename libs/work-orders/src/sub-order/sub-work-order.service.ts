import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type Repository } from 'typeorm';
import { ENDED_STATUSES, type Page, type SubWorkOrderRow, type WorkOrderRelative } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import type { SubWorkOrderPageDto } from './sub-work-order.dto';

const relative = (o: WorkOrder): Sendable<WorkOrderRelative> => ({ id: o.id, code: o.code, title: o.title, status: o.status });

/**
 * Sub work orders: one level deep (a sub order has no sub orders of its own), so no chain of parents can loop. A
 * parent takes no new sub order once ended, and is not archived (completed) while one of its sub orders is open.
 */
@Injectable()
export class SubWorkOrders {
  constructor(
    @InjectRepository(WorkOrder) private readonly repo: Repository<WorkOrder>,
    private readonly query: WorkOrderQueryService,
  ) {}

  /** The parent named by an add or an edit of `orderId` (null: a new order). */
  async checkParent(ctx: AuthContext, parentId: number, orderId: number | null): Promise<void> {
    if (parentId === orderId) throw new BusinessError('workOrder.errors.parentSelf', 422, [], { fields: { parent_id: 'parentSelf' } });
    const parent = await this.query.find(ctx, parentId);
    if (ENDED_STATUSES.includes(parent.status)) throw new BusinessError('workOrderSub.errors.parentEnded', 422, [], { fields: { parent_id: 'parentEnded' } });
    const hasChildren = orderId !== null && (await this.repo.exists({ where: { enterprise_id: ctx.enterpriseId, parent_id: orderId } }));
    if (parent.parent_id !== null || hasChildren) throw new BusinessError('workOrderSub.errors.nested', 422, [], { fields: { parent_id: 'nested' } });
  }

  /** Refuses to complete a parent while a sub order (visible to the caller or not) is open; the message names them. */
  async checkChildrenEnded(ctx: AuthContext, order: WorkOrder): Promise<void> {
    const open = await this.repo.find({
      select: { id: true, code: true },
      where: { enterprise_id: ctx.enterpriseId, parent_id: order.id, status: Not(In([...ENDED_STATUSES])) },
      order: { id: 'ASC' },
    });
    if (open.length) throw new BusinessError('workOrderSub.errors.childrenOpen', 422, [open.map((o) => o.code).join(', ')]);
  }

  /**
   * `/subWorkOrder/pageList`: with `parent_id`, that parent's sub orders the caller may see (the parent must be one
   * they may see); without, every order that has a parent, in the same scope. Each row names its parent when the
   * caller may see it.
   */
  async page(ctx: AuthContext, dto: SubWorkOrderPageDto): Promise<Page<Sendable<SubWorkOrderRow>>> {
    if (dto.parent_id !== undefined) await this.query.find(ctx, dto.parent_id);
    const page = await this.query.page(ctx, dto, (qb) => qb.andWhere('o.parent_id IS NOT NULL'));
    const parentIds = [...new Set(page.rows.map((o) => o.parent_id).filter((id): id is number => id !== null))];
    const parents = parentIds.length ? await this.query.visible(ctx).andWhere('o.id IN (:...parentIds)', { parentIds }).getMany() : [];
    const parent = new Map(parents.map((p) => [p.id, relative(p)]));
    return { rows: page.rows.map((o) => ({ ...o, parent: (o.parent_id !== null && parent.get(o.parent_id)) || null })), total: page.total };
  }

  /** The parent (when the caller may see it) and the visible children of an order. */
  async relatives(ctx: AuthContext, order: WorkOrder): Promise<{ parent: Sendable<WorkOrderRelative> | null; children: Array<Sendable<WorkOrderRelative>> }> {
    const parent = order.parent_id ? await this.query.find(ctx, order.parent_id).catch(() => null) : null;
    const children = await this.query.visible(ctx).andWhere('o.parent_id = :parent', { parent: order.id }).orderBy('o.id', 'ASC').getMany();
    return { parent: parent ? relative(parent) : null, children: children.map(relative) };
  }
}
