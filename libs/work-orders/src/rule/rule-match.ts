import type { WorkOrderRule } from './work-order-rule.entity';

/** The facts of a draft order a rule looks at. */
export interface RuleDraft {
  typeId: number;
  priority: number;
  /** The order's location and every location above it (nearest first); empty without a location. */
  locations: readonly number[];
  equipmentTypeId: number | null;
}

export const idList = (json: string): number[] => JSON.parse(json) as number[];

/** Every condition a rule sets holds for the draft (an empty list, or no location, matches anything). */
export function matches(rule: WorkOrderRule, draft: RuleDraft): boolean {
  const anyOf = (json: string, value: number | null): boolean => {
    const list = idList(json);
    return !list.length || (value !== null && list.includes(value));
  };
  return (
    anyOf(rule.type_ids, draft.typeId) &&
    anyOf(rule.priorities, draft.priority) &&
    anyOf(rule.equipment_type_ids, draft.equipmentTypeId) &&
    (rule.location_id === null || draft.locations.includes(rule.location_id))
  );
}

/** The first enabled rule that matches, in evaluation order (sort, then the older rule). */
export const firstMatch = (rules: readonly WorkOrderRule[], draft: RuleDraft): WorkOrderRule | null =>
  [...rules].filter((r) => r.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id).find((r) => matches(r, draft)) ?? null;
