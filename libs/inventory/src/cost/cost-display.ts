import { Permission, type Page } from '@gengyun/contracts';
import { holdsAny, type AuthContext } from '@gengyun/core';

type Viewer = Pick<AuthContext, 'isAdmin' | 'permissions'>;

/**
 * SPEC §6's cost display toggles of the inventory area, held as feature permissions granted through button entries
 * of the menu (`menu.bom.list.cost`, `menu.bom.warehouseManage.cost`): "spare parts" shows parts' prices, "storage"
 * shows what stock costs — moving-average costs, movement unit costs and amounts, stocktake difference values. A
 * viewer without one receives null in those fields (and empty columns in exports): stripped on the server, not only
 * hidden by the web.
 */
export const seesPartPrice = (viewer: Viewer): boolean => holdsAny(viewer, Permission.sparePart.cost);
export const seesStockCost = (viewer: Viewer): boolean => holdsAny(viewer, Permission.stock.cost);

const blank = <T extends object, K extends keyof T>(row: T, keys: readonly K[]): T => {
  const out = { ...row };
  for (const key of keys) out[key] = null as T[K];
  return out;
};

/** The part's price, when the viewer may not see it. */
export const PART_COST_FIELDS = ['price'] as const;
/** Stock's costs: balances, ledger rows, stocktake lines. */
export const STOCK_COST_FIELDS = ['avg_cost', 'unit_cost', 'amount', 'difference_amount'] as const;

type Costed = Partial<Record<(typeof STOCK_COST_FIELDS)[number] | (typeof PART_COST_FIELDS)[number], unknown>>;

/** A row with the costs the viewer may not see set to null (fields the row does not carry are left out). */
export function withoutHiddenCosts<T extends object>(viewer: Viewer, row: T): T {
  const hide: string[] = [];
  if (!seesPartPrice(viewer)) hide.push(...PART_COST_FIELDS);
  if (!seesStockCost(viewer)) hide.push(...STOCK_COST_FIELDS);
  const present = hide.filter((key) => key in row) as Array<keyof T & keyof Costed>;
  return present.length ? blank(row, present) : row;
}

export const rowsWithoutHiddenCosts = <T extends object>(viewer: Viewer, rows: T[]): T[] => rows.map((row) => withoutHiddenCosts(viewer, row));

export const pageWithoutHiddenCosts = <T extends object>(viewer: Viewer, page: Page<T>): Page<T> => ({ ...page, rows: rowsWithoutHiddenCosts(viewer, page.rows) });

/** A written document's rows without the costs the viewer may not see. */
export const documentWithoutHiddenCosts = <M extends object, T extends { movements: readonly M[] }>(viewer: Viewer, doc: T): T => ({
  ...doc,
  movements: doc.movements.map((m) => withoutHiddenCosts(viewer, m)),
});
