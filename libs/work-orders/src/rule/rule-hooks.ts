import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkOrderStatus } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { BatchReads } from '../order/batch-reads';
import { RuleDrafts, type DraftIds } from './rule-drafts';
import { firstMatch, idList } from './rule-match';

/** What a matching rule gives a new order that the form left blank. */
export interface RuleAssignment {
  ruleId: number;
  ruleName: string;
  handler_ids?: number[];
  pool_id?: number;
  person_in_charge_id?: number;
}

/** The order fields a rule may fill in. */
type Assignable = DraftIds & { handler_ids?: number[]; pool_id?: number | null; person_in_charge_id?: number };

/**
 * Applies the assignment rules to an order being added without handlers (docs/decisions/work-orders-rules.md): the
 * first enabled rule that matches fills in the handlers, and the pool and person in charge when the form left them blank.
 */
@Injectable()
export class RuleHooks {
  constructor(
    private readonly drafts: RuleDrafts,
    private readonly directory: UserDirectory,
    private readonly timeline: WorkOrderTimelineService,
  ) {}

  /** Before the add's checks. A draft the add will refuse (an unknown equipment…) gets no rule: the add says why. */
  async assignment(ctx: AuthContext, dto: Assignable, reads: BatchReads = BatchReads.direct): Promise<RuleAssignment | null> {
    if (dto.handler_ids?.length) return null;
    // Most enterprises have no rules: then the draft is not even looked at.
    const rules = await reads.once('rules', () => this.drafts.enabled(ctx.enterpriseId));
    if (!rules.length) return null;
    const draft = await this.drafts.checked(ctx, dto, reads).catch(() => null);
    const rule = draft && firstMatch(rules, draft);
    if (!rule) return null;
    // A user deleted since the rule was written is left out rather than failing the add.
    const named = [...idList(rule.handler_ids), ...(rule.person_in_charge_id ? [rule.person_in_charge_id] : [])];
    const gone = new Set(named.length ? await reads.once(`rule-users:${rule.id}`, () => this.directory.missingUsers(ctx.enterpriseId, named)) : []);
    const handlers = idList(rule.handler_ids).filter((id) => !gone.has(id));
    const out: RuleAssignment = { ruleId: rule.id, ruleName: rule.name };
    if (handlers.length) out.handler_ids = handlers;
    if (!dto.pool_id && rule.pool_id) out.pool_id = rule.pool_id;
    if (!dto.person_in_charge_id && rule.person_in_charge_id && !gone.has(rule.person_in_charge_id)) out.person_in_charge_id = rule.person_in_charge_id;
    return out.handler_ids || out.pool_id || out.person_in_charge_id ? out : null;
  }

  /** The dto with the rule's outcome filled in. */
  apply<T extends Assignable>(dto: T, assignment: RuleAssignment | null): T {
    if (!assignment) return dto;
    const { handler_ids, pool_id, person_in_charge_id } = assignment;
    return { ...dto, ...(handler_ids && { handler_ids }), ...(pool_id && { pool_id }), ...(person_in_charge_id && { person_in_charge_id }) };
  }

  /** In the add's transaction: the timeline line naming the rule. */
  async write(m: EntityManager, ctx: AuthContext, orderId: number, status: WorkOrderStatus, assignment: RuleAssignment | null): Promise<void> {
    if (!assignment) return;
    await this.timeline.append(m, ctx, { orderId, action: 'update', from: status, to: status, changes: ['assignmentRule'], note: `#${assignment.ruleId} ${assignment.ruleName}`.slice(0, 500) });
  }
}
