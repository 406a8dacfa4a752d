import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { WORK_ORDER_RULE_BUSINESS_NO, WorkOrderRuleService } from './work-order-rule.service';

/** Who may read a rule's change log: those who may list rules and see the rule (its location in their scope). */
@Injectable()
export class RuleOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly rules: WorkOrderRuleService,
  ) {}

  onModuleInit(): void {
    this.audit.register(WORK_ORDER_RULE_BUSINESS_NO, { permissions: [P.workOrderRule.list, P.workOrderRule.edit], check: async (ctx, id) => void (await this.rules.find(ctx, id)) });
  }
}
