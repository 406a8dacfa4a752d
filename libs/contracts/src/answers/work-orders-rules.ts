import { z } from 'zod';
import { id, ref, tenantColumns } from './common';

/** An assignment rule (issue 13 item 6). Empty condition lists match anything. */
export const WorkOrderRuleRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    enabled: z.boolean(),
    sort: z.number().int(),
    type_ids: z.array(id),
    location_id: ref,
    equipment_type_ids: z.array(id),
    priorities: z.array(z.number().int()),
    pool_id: ref,
    handler_ids: z.array(id),
    person_in_charge_id: ref,
    remark: z.string().nullable(),
  })
  .meta({ id: 'WorkOrderRuleRow' });
export type WorkOrderRuleRow = z.infer<typeof WorkOrderRuleRow>;
export const WorkOrderRulePage = z.object({ rows: z.array(WorkOrderRuleRow), total: z.number().int().nonnegative() });

/** Who a draft order would go to: the first enabled matching rule, or none. */
export const WorkOrderRulePreview = z
  .object({
    rule_id: ref,
    rule_name: z.string().nullable(),
    pool_id: ref,
    /** The pool's name and its people (who may grab the order), by name. */
    pool_name: z.string().nullable(),
    pool_member_names: z.array(z.string()),
    handler_ids: z.array(id),
    handler_names: z.array(z.string()),
    person_in_charge_id: ref,
    person_in_charge_name: z.string().nullable(),
  })
  .meta({ id: 'WorkOrderRulePreview' });
export type WorkOrderRulePreview = z.infer<typeof WorkOrderRulePreview>;
