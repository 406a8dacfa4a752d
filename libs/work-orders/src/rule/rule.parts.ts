import { menuEntries } from '@gengyun/core';
import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderRule } from './work-order-rule.entity';
import { WorkOrderRuleService } from './work-order-rule.service';
import { WorkOrderRuleController } from './work-order-rule.controller';
import { RuleDrafts } from './rule-drafts';
import { RuleHooks } from './rule-hooks';
import { RULE_MENU } from './rule.permissions';
import { RuleOwners } from './rule.owners';

/** Assignment rules (issue 13 item 6) and the batch distribution page's menu entry. */
export const ruleParts: WorkOrderParts = {
  entities: [WorkOrderRule],
  providers: [menuEntries(RULE_MENU, 'menu.work'), RuleDrafts, RuleHooks, WorkOrderRuleService, RuleOwners],
  controllers: [WorkOrderRuleController],
};
