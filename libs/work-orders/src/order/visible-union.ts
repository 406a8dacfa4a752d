import type { SelectQueryBuilder } from 'typeorm';
import type { DataScope } from '@gengyun/contracts';
import type { AuthContext, PageQueryDto } from '@gengyun/core';
import type { WorkOrder } from './work-order.entity';
import { ORDER_SCOPE } from './work-order-scope';

type Viewer = Pick<AuthContext, 'scopes' | 'isAdmin'>;
type Branches = ReadonlyArray<SelectQueryBuilder<WorkOrder>>;
/** A column of the order `o` carried out of the union, and the name it has there. */
type Carried = 'status' | 'due_time';

/** Whether the caller's orders are "in their scope, or theirs": a caller held by a location or type scope. */
export const heldByScope = (ctx: Viewer): boolean => !ctx.isAdmin && (Object.keys(ORDER_SCOPE) as DataScope[]).some((s) => !!ctx.scopes[s]);

/**
 * The union of several queries over orders (aliased `o`), each giving the order's id and the columns asked for: a
 * scoped caller's orders are "in scope" ∪ "in charge" ∪ "handling", each read through its own index, where the one
 * condition `scope OR in charge OR EXISTS handler` is answered by reading every order of the enterprise. UNION (not
 * UNION ALL) gives an order that is in several parts once.
 */
function unionOf(branches: Branches, carried: readonly Carried[] = []): { sql: string; params: unknown[] } {
  const parts = branches.map((b) => {
    const qb = b.clone().select('o.id', 'id');
    for (const column of carried) qb.addSelect(`o.${column}`, column);
    return qb.orderBy().getQueryAndParameters();
  });
  return { sql: parts.map(([sql]) => sql).join(' UNION '), params: parts.flatMap(([, p]) => p as unknown[]) };
}

const connectionOf = (branches: Branches) => branches[0]!.connection;

/**
 * A page of ids, newest first, and the total, of the union. One statement gives the page and the total (a window
 * count over the union); a page past the end counts apart. With `capAt` no more than that many are counted
 * (`capped` when more match).
 */
export async function pageOfUnion(branches: Branches, page: PageQueryDto, capAt?: number): Promise<{ ids: number[]; total: number; capped?: boolean }> {
  const { sql, params } = unionOf(branches);
  const offset = (page.pageNumber - 1) * page.pageSize;
  const db = connectionOf(branches);
  if (capAt) {
    // A keyword: the first `capAt + 1` ids say whether there are more than `capAt`, which are then not counted.
    const ids = await newestOfUnion(branches, capAt + 1);
    if (ids.length <= capAt) return { ids: ids.slice(offset, offset + page.pageSize), total: ids.length };
    if (offset + page.pageSize <= capAt) return { ids: ids.slice(offset, offset + page.pageSize), total: capAt, capped: true };
    return { ids: await newestOfUnion(branches, page.pageSize, offset), total: capAt, capped: true };
  }
  const rows: Array<{ id: number | string; total: number | string }> = await db.query(
    `SELECT u.id AS id, COUNT(*) OVER () AS total FROM (${sql}) u ORDER BY u.id DESC LIMIT ? OFFSET ?`,
    [...params, page.pageSize, offset],
  );
  if (rows.length) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]!.total) };
  if (!offset) return { ids: [], total: 0 };
  return { ids: [], total: await countOfUnion(branches) };
}

/** The union's ids, newest first: `limit` of them from `offset` on. */
export async function newestOfUnion(branches: Branches, limit: number, offset = 0): Promise<number[]> {
  const { sql, params } = unionOf(branches);
  const rows = (await connectionOf(branches).query(`SELECT u.id AS id FROM (${sql}) u ORDER BY u.id DESC LIMIT ? OFFSET ?`, [...params, limit, offset])) as Array<{ id: number | string }>;
  return rows.map((r) => Number(r.id));
}

/** How many orders the union holds. */
export async function countOfUnion(branches: Branches): Promise<number> {
  const { sql, params } = unionOf(branches);
  const [row] = (await connectionOf(branches).query(`SELECT COUNT(*) AS total FROM (${sql}) u`, params)) as Array<{ total: number | string }>;
  return Number(row?.total ?? 0);
}

/** How many orders of the union have each status. */
export async function statusCountsOfUnion(branches: Branches): Promise<Array<{ status: string; n: number }>> {
  const { sql, params } = unionOf(branches, ['status']);
  const rows = (await connectionOf(branches).query(`SELECT u.status AS status, COUNT(*) AS n FROM (${sql}) u GROUP BY u.status`, params)) as Array<{ status: string; n: number | string }>;
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/** The first `limit` ids of the union by due time (then id). */
export async function idsByDueOfUnion(branches: Branches, limit: number): Promise<number[]> {
  const { sql, params } = unionOf(branches, ['due_time']);
  const rows = (await connectionOf(branches).query(`SELECT u.id AS id FROM (${sql}) u ORDER BY u.due_time ASC, u.id ASC LIMIT ?`, [...params, limit])) as Array<{ id: number | string }>;
  return rows.map((r) => Number(r.id));
}
