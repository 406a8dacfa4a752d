import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DataScope, type Page, type WorkOrderRulePreview, type WorkOrderRuleRow } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTypeService } from '../type/work-order-type.service';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import { WorkOrderRule } from './work-order-rule.entity';
import { RuleDrafts } from './rule-drafts';
import { idList } from './rule-match';
import type { WorkOrderRuleAddDto, WorkOrderRulePageDto, WorkOrderRulePreviewDto, WorkOrderRuleUpdateDto } from './work-order-rule.dto';

export const WORK_ORDER_RULE_BUSINESS_NO = 'workOrderRule';
/** A rule's location is its data-scope column: a location-limited user manages the rules of their subtrees only. */
const RULE_SCOPE = { [DataScope.location]: 'location_id' };
export type WorkOrderRuleView = Sendable<WorkOrderRuleRow>;

/** Assignment rules: their conditions and outcome, every id checked (this enterprise, the caller's scope). */
@Injectable()
export class WorkOrderRuleService {
  constructor(
    @InjectRepository(WorkOrderRule) private readonly repo: Repository<WorkOrderRule>,
    private readonly audit: AuditService,
    private readonly types: WorkOrderTypeService,
    private readonly pools: WorkOrderPoolService,
    private readonly equipment: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly drafts: RuleDrafts,
  ) {}

  async page(ctx: AuthContext, dto: WorkOrderRulePageDto): Promise<Page<WorkOrderRuleView>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('r'), ctx, RULE_SCOPE), dto.keyword ?? dto.keywordSearch, ['r.name']);
    if (dto.enabled !== undefined) qb.andWhere('r.enabled = :enabled', { enabled: dto.enabled });
    const page = await paginate(qb.orderBy('r.sort', 'ASC').addOrderBy('r.id', 'ASC'), dto);
    return { rows: page.rows.map(view), total: page.total };
  }

  find(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, id: number): Promise<WorkOrderRule> {
    return findScoped(this.repo, ctx, id, RULE_SCOPE, 'r');
  }

  async detail(ctx: AuthContext, id: number): Promise<WorkOrderRuleView> {
    return view(await this.find(ctx, id));
  }

  async add(ctx: AuthContext, dto: WorkOrderRuleAddDto): Promise<WorkOrderRuleView> {
    const columns = await this.checked(ctx, dto);
    const rule = await this.repo.manager.transaction(async (m) => {
      const row = await m.save(m.create(WorkOrderRule, { ...columns, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null }));
      await this.audit.record(ctx, WORK_ORDER_RULE_BUSINESS_NO, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
    return view(rule);
  }

  async update(ctx: AuthContext, dto: WorkOrderRuleUpdateDto): Promise<WorkOrderRuleView> {
    const rule = await this.find(ctx, dto.id);
    const columns = await this.checked(ctx, dto);
    await this.repo.manager.transaction(async (m) => {
      await m.save(Object.assign(rule, columns));
      await this.audit.record(ctx, WORK_ORDER_RULE_BUSINESS_NO, rule.id, [{ key: 'common.audit.updated', params: [rule.name] }], m);
    });
    return view(rule);
  }

  async enable(ctx: AuthContext, id: number, enabled: boolean): Promise<WorkOrderRuleView> {
    const rule = await this.find(ctx, id);
    await this.repo.manager.transaction(async (m) => {
      await m.update(WorkOrderRule, { id: rule.id, enterprise_id: ctx.enterpriseId }, { enabled, update_time: new Date() });
      const key = enabled ? 'workOrderRule.audit.enabled' : 'workOrderRule.audit.disabled';
      await this.audit.record(ctx, WORK_ORDER_RULE_BUSINESS_NO, rule.id, [{ key, params: [rule.name] }], m);
    });
    return view(Object.assign(rule, { enabled }));
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const rule = await this.find(ctx, id);
    await this.repo.manager.transaction(async (m) => {
      await m.delete(WorkOrderRule, { id: rule.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, WORK_ORDER_RULE_BUSINESS_NO, rule.id, [{ key: 'common.audit.deleted', params: [rule.name] }], m);
    });
  }

  /** Who a draft order would go to; reads only. The draft's ids are checked as an add would check them. */
  async preview(ctx: AuthContext, dto: WorkOrderRulePreviewDto): Promise<Sendable<WorkOrderRulePreview>> {
    await this.types.find(ctx, dto.type_id);
    const draft = await this.drafts.checked(ctx, dto);
    const rule = await this.drafts.first(ctx.enterpriseId, draft);
    const handlerIds = rule ? idList(rule.handler_ids) : [];
    const personId = rule?.person_in_charge_id ?? null;
    const pool = rule?.pool_id ? await this.pools.detail(ctx, rule.pool_id) : null;
    const people = await this.directory.byIds(ctx.enterpriseId, [...handlerIds, ...(personId ? [personId] : []), ...(pool?.member_ids ?? [])]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    return {
      rule_id: rule?.id ?? null,
      rule_name: rule?.name ?? null,
      pool_id: rule?.pool_id ?? null,
      pool_name: pool?.name ?? null,
      pool_member_names: (pool?.member_ids ?? []).map((id) => name.get(id) ?? ''),
      handler_ids: handlerIds,
      handler_names: handlerIds.map((id) => name.get(id) ?? ''),
      person_in_charge_id: personId,
      person_in_charge_name: personId ? (name.get(personId) ?? '') : null,
    };
  }

  /** The columns to store, once every id is found in the caller's enterprise and scope. */
  private async checked(ctx: AuthContext, dto: WorkOrderRuleAddDto): Promise<Partial<WorkOrderRule>> {
    const handlerIds = [...new Set(dto.handler_ids ?? [])];
    if (!dto.pool_id && !handlerIds.length && !dto.person_in_charge_id)
      {throw new BusinessError('workOrderRule.errors.noOutcome', 422, [], { fields: { handler_ids: 'noOutcome' } });}
    const typeIds = [...new Set(dto.type_ids ?? [])];
    const equipmentTypeIds = [...new Set(dto.equipment_type_ids ?? [])];
    for (const id of typeIds) await this.types.find(ctx, id);
    for (const id of equipmentTypeIds) await this.equipment.type(ctx, id);
    if (dto.location_id) await this.equipment.location(ctx, dto.location_id);
    ensureInScope(ctx, { [DataScope.location]: dto.location_id ?? null });
    if (dto.pool_id) await this.pools.find(ctx, dto.pool_id);
    await this.directory.checkUsers(ctx, [...handlerIds, ...(dto.person_in_charge_id ? [dto.person_in_charge_id] : [])]);
    return {
      name: dto.name.trim(),
      enabled: dto.enabled ?? true,
      sort: dto.sort,
      type_ids: JSON.stringify(typeIds),
      location_id: dto.location_id ?? null,
      equipment_type_ids: JSON.stringify(equipmentTypeIds),
      priorities: JSON.stringify([...new Set(dto.priorities ?? [])].sort()),
      pool_id: dto.pool_id ?? null,
      handler_ids: JSON.stringify(handlerIds),
      person_in_charge_id: dto.person_in_charge_id ?? null,
      remark: dto.remark?.trim() || null,
    };
  }
}

const view = (r: WorkOrderRule): WorkOrderRuleView => ({
  ...r,
  type_ids: idList(r.type_ids),
  equipment_type_ids: idList(r.equipment_type_ids),
  priorities: idList(r.priorities),
  handler_ids: idList(r.handler_ids),
});
