import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';

/** SPEC §6 cost display toggles of the inventory area as the session holds them. */
export interface CostDisplay {
  /** "Spare parts": parts' prices. */
  partPrice: boolean;
  /** "Storage": moving-average costs, movement unit costs and amounts, stocktake difference values. */
  stockCost: boolean;
}

/**
 * Which cost columns to show. The server already answers null for what the session may not see; the web hides those
 * columns and fields instead of showing them empty.
 */
export function useCostDisplay(): CostDisplay {
  const can = useCan();
  return { partPrice: can(Permission.sparePart.cost), stockCost: can(Permission.stock.cost) };
}
