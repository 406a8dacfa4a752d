/** Limits of the assignment rules (issue 13 item 6). */
export const WORK_ORDER_RULE_LIMITS = {
  name: 100,
  /** How many types, equipment types or handlers one rule names. */
  list: 50,
  /** The evaluation order: lower first. */
  sort: [0, 9999],
} as const;

/** `/workOrderRule/add` (and `/update` with the id): conditions (empty = any) and the assignment they give. */
export type WorkOrderRuleRequest = {
  name: string;
  enabled?: boolean;
  sort: number;
  type_ids?: number[];
  /** The rule matches this location and every location below it. */
  location_id?: number | null;
  equipment_type_ids?: number[];
  priorities?: number[];
  pool_id?: number | null;
  handler_ids?: number[];
  person_in_charge_id?: number | null;
  remark?: string;
};

/** `/workOrderRule/enable`. */
export type WorkOrderRuleEnableRequest = { id: number; enabled: boolean };

/** `/workOrderRule/preview`: a draft order; nothing is written. */
export type WorkOrderRulePreviewRequest = {
  type_id: number;
  priority: number;
  equipment_id?: number | null;
  location_id?: number | null;
};
