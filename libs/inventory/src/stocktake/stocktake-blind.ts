import { Permission, type StocktakeLine } from '@gengyun/contracts';
import { holdsAny, type AuthContext, type Sendable } from '@gengyun/core';

type Viewer = Pick<AuthContext, 'isAdmin' | 'permissions'>;
// `state` as answered (Sendable widens texts); only 'approved' is looked for.
type Count = { blind: boolean; state: unknown };

/**
 * A blind count keeps its expected quantities from its counters until it is approved: only those who approve counts
 * read them (and so the differences and their value). Stripped from every answer on the server, not only hidden by
 * the counting page.
 */
export const blindTo = (viewer: Viewer, row: Count): boolean => row.blind && row.state !== 'approved' && !holdsAny(viewer, Permission.stocktake.approve);

export function withoutExpected<R extends Count & { lines_differing: number | null }>(viewer: Viewer, row: R): R {
  return blindTo(viewer, row) ? { ...row, lines_differing: null } : row;
}

export function linesWithoutExpected<L extends Pick<Sendable<StocktakeLine>, 'expected' | 'difference' | 'difference_amount'>>(viewer: Viewer, row: Count, lines: L[]): L[] {
  return blindTo(viewer, row) ? lines.map((l) => ({ ...l, expected: null, difference: null, difference_amount: null })) : lines;
}
