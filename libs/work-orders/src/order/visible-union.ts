import type { SelectQueryBuilder } from 'typeorm';
import type { DataScope } from '@gengyun/contracts';
import type { AuthContext, PageQueryDto } from '@gengyun/core';
import type { WorkOrder } from './work-order.entity';
import { ORDER_SCOPE } from './work-order-scope';

type Viewer = Pick<AuthContext, 'scopes' | 'isAdmin'>;

/** Whether the caller's orders are "in their scope, or theirs": a caller held by a location or type scope. */
export const heldByScope = (ctx: Viewer): boolean => !ctx.isAdmin && (Object.keys(ORDER_SCOPE) as DataScope[]).some((s) => !!ctx.scopes[s]);

/**
 * A page of ids, newest first, and the total, of the union of several queries over orders (aliased `o`): a scoped
 * caller's list is "in scope" ∪ "in charge" ∪ "handling", each read through its own index, where the one condition
 * `scope OR in charge OR EXISTS handler` is answered by reading every order of the enterprise. One statement gives
 * the page and the total (a window count over the union); a page past the end counts apart.
 */
export async function pageOfUnion(branches: ReadonlyArray<SelectQueryBuilder<WorkOrder>>, page: PageQueryDto): Promise<{ ids: number[]; total: number }> {
  const parts = branches.map((b) => b.select('o.id', 'id').orderBy().getQueryAndParameters());
  const union = parts.map(([sql]) => sql).join(' UNION ');
  const params = parts.flatMap(([, p]) => p as unknown[]);
  const offset = (page.pageNumber - 1) * page.pageSize;
  const db = branches[0]!.connection;
  const rows: Array<{ id: number | string; total: number | string }> = await db.query(
    `SELECT u.id AS id, COUNT(*) OVER () AS total FROM (${union}) u ORDER BY u.id DESC LIMIT ? OFFSET ?`,
    [...params, page.pageSize, offset],
  );
  if (rows.length) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]!.total) };
  if (!offset) return { ids: [], total: 0 };
  const [count] = (await db.query(`SELECT COUNT(*) AS total FROM (${union}) u`, params)) as Array<{ total: number | string }>;
  return { ids: [], total: Number(count?.total ?? 0) };
}
