import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderPool, WorkOrderPoolMember } from './work-order-pool.entity';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrder } from '../order/work-order.entity';
import type { WorkOrderPoolAddDto, WorkOrderPoolPageDto, WorkOrderPoolUpdateDto } from './work-order-pool.dto';

export const WORK_ORDER_POOL_BUSINESS_NO = 'workOrderPool';
export type WorkOrderPoolView = Omit<WorkOrderPool, 'stampCreate' | 'stampUpdate'> & { member_ids: number[] };
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

/** Work pools: a name and the users who may grab the orders waiting in it. */
@Injectable()
export class WorkOrderPoolService {
  constructor(
    @InjectRepository(WorkOrderPool) private readonly repo: Repository<WorkOrderPool>,
    @InjectRepository(WorkOrderPoolMember) private readonly members: Repository<WorkOrderPoolMember>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
  ) {}

  async page(ctx: AuthContext, dto: WorkOrderPoolPageDto): Promise<Page<WorkOrderPoolView>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('p'), ctx), dto.keyword ?? dto.keywordSearch, ['p.name']);
    const page = await paginate(qb.orderBy('p.id', 'ASC'), dto);
    return { rows: await this.views(ctx, page.rows), total: page.total };
  }

  /** A pool of the caller's enterprise, or "not found". */
  find(ctx: Caller, id: number): Promise<WorkOrderPool> {
    return findScoped(this.repo, ctx, id);
  }

  async detail(ctx: AuthContext, id: number): Promise<WorkOrderPoolView> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as WorkOrderPoolView;
  }

  async isMember(ctx: Pick<AuthContext, 'enterpriseId' | 'userId'>, poolId: number): Promise<boolean> {
    return this.members.exists({ where: { enterprise_id: ctx.enterpriseId, pool_id: poolId, user_id: ctx.userId } });
  }

  async add(ctx: AuthContext, dto: WorkOrderPoolAddDto): Promise<WorkOrderPoolView> {
    await this.directory.checkUsers(ctx, dto.member_ids);
    const pool = await this.dataSource.transaction(async (m) => {
      const row = await m.save(m.create(WorkOrderPool, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, name: dto.name, remark: dto.remark ?? null }));
      await this.writeMembers(m, ctx, row.id, dto.member_ids ?? []);
      await this.audit.record(ctx, WORK_ORDER_POOL_BUSINESS_NO, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
    return this.detail(ctx, pool.id);
  }

  async update(ctx: AuthContext, dto: WorkOrderPoolUpdateDto): Promise<WorkOrderPoolView> {
    const pool = await this.find(ctx, dto.id);
    await this.directory.checkUsers(ctx, dto.member_ids);
    await this.dataSource.transaction(async (m) => {
      Object.assign(pool, { name: dto.name, remark: dto.remark ?? null });
      await m.save(pool);
      await m.delete(WorkOrderPoolMember, { enterprise_id: ctx.enterpriseId, pool_id: pool.id });
      await this.writeMembers(m, ctx, pool.id, dto.member_ids ?? []);
      await this.audit.record(ctx, WORK_ORDER_POOL_BUSINESS_NO, pool.id, [{ key: 'common.audit.updated', params: [pool.name] }], m);
    });
    return this.detail(ctx, pool.id);
  }

  /** A pool a type or an order still names stays. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const pool = await this.find(ctx, id);
    const named = { enterprise_id: ctx.enterpriseId };
    const inUse =
      (await this.dataSource.getRepository(WorkOrderType).exists({ where: { ...named, default_pool_id: pool.id } })) ||
      (await this.dataSource.getRepository(WorkOrder).exists({ where: { ...named, pool_id: pool.id } }));
    if (inUse) throw BusinessError.conflict('workOrder.errors.inUse');
    await this.dataSource.transaction(async (m) => {
      await m.delete(WorkOrderPoolMember, { enterprise_id: ctx.enterpriseId, pool_id: pool.id });
      await m.delete(WorkOrderPool, { enterprise_id: ctx.enterpriseId, id: pool.id });
      await this.audit.record(ctx, WORK_ORDER_POOL_BUSINESS_NO, pool.id, [{ key: 'common.audit.deleted', params: [pool.name] }], m);
    });
  }

  private async writeMembers(m: EntityManager, ctx: AuthContext, poolId: number, userIds: number[]): Promise<void> {
    const rows = [...new Set(userIds)].map((user_id) => m.create(WorkOrderPoolMember, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, pool_id: poolId, user_id }));
    if (rows.length) await m.save(rows);
  }

  private async views(ctx: AuthContext, pools: WorkOrderPool[]): Promise<WorkOrderPoolView[]> {
    if (!pools.length) return [];
    const members = await this.members.find({ where: { enterprise_id: ctx.enterpriseId, pool_id: In(pools.map((p) => p.id)) }, order: { user_id: 'ASC' } });
    return pools.map((p) => ({ ...p, member_ids: members.filter((m) => m.pool_id === p.id).map((m) => m.user_id) }));
  }
}
